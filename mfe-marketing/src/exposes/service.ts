export { default, meta, prepare } from '../pages/services/service-page';
