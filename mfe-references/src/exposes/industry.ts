export { default, meta } from '../pages/industries/industry-page';
