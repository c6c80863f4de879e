export { default, meta } from '../pages/about/about-page';
