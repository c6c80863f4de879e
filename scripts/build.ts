import { deploymentConfigFromEnv, portOf } from '@isarlicht/tooling/ports';
import { buildSite } from './build-site';

buildSite(deploymentConfigFromEnv('production'), `http://localhost:${portOf('shell')}`, process.argv.includes('--force')).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
