export { default, interactive, meta } from '../pages/contact/contact-page';
