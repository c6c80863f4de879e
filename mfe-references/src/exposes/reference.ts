export { default, meta } from '../pages/references/reference-page';
