import { buildApps } from './build-apps';

buildApps(undefined, process.argv.includes('--force'));
