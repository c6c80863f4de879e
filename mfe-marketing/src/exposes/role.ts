export { default, meta } from '../pages/methods/role-page';
