export { default, meta } from '../pages/industries/industries-page';
