export { default, interactive, meta } from '../pages/references/references-page';
