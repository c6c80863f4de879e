export { default, meta } from '../pages/legal/agb-page';
