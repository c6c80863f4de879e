export { default, meta } from '../pages/services/services-page';
