import { parseDeploymentConfig, type DeploymentConfig } from '@isarlicht/shared';

/** Where the deployment configuration is served: beside the shell, never baked into it. */
export const deploymentConfigUrl = '/remotes.json';

export async function fetchDeploymentConfig(): Promise<DeploymentConfig> {
  const response = await fetch(deploymentConfigUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${deploymentConfigUrl} answered ${response.status}`);
  return parseDeploymentConfig(await response.json());
}
