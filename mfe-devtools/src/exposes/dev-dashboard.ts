export { default, meta } from '../pages/dev-dashboard/dev-dashboard-page';
