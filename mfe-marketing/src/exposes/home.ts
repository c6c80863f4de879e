export { default, meta } from '../pages/home/home-page';
