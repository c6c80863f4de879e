export { default, meta } from '../pages/services/service-page';
