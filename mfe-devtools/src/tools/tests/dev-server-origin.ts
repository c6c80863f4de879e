import { loadDeploymentConfig } from '@isarlicht/browser-runtime/deployment/load-deployment-config';

/** The devtools remote's own origin: its development server serves the test reports and runs the tests. */
export const devServerOrigin = async (): Promise<string> => new URL((await loadDeploymentConfig()).remotes.devtools).origin;
