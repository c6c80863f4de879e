export { default, meta } from '../pages/call-analytics/call-analytics-page';
