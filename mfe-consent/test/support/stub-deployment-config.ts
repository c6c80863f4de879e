import type { ConsentDefault } from '@isarlicht/contracts/deployment/deployment-config';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';

/** Answers `/remotes.json` as a deployment with this consent default would; jsdom has no fetch of its own. */
export function stubDeploymentConfig(consentDefault: ConsentDefault): void {
  const config = { ...deploymentConfigFromEnv('production', {}), consentDefault };
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => config }) as unknown as Response);
}
