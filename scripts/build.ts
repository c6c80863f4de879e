import { buildSite } from './build-site';

buildSite(process.argv.includes('--force'));
