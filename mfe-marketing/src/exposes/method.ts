export { default, meta } from '../pages/methods/method-page';
