export { default, meta } from '../pages/references/references-page';
