export { default, meta } from '../pages/contact/contact-page';
