export { default, meta } from '../pages/legal/impressum-page';
