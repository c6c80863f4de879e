export { ConsentLayer as default } from '../layer/consent-layer';
