import { remoteNames, type RemoteName } from './remotes';

/**
 * The deployment configuration the shell reads at start (`/remotes.json`). It is
 * written per environment, so moving a remote to another origin needs no rebuild.
 */
export interface DeploymentConfig {
  /** Remote name → URL of its `mf-manifest.json`. */
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /** The dev dashboard route and the devtools remote behind it. */
  readonly devDashboard: boolean;
}

export class DeploymentConfigError extends Error {
  override name = 'DeploymentConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || !URL.canParse(value)) {
    throw new DeploymentConfigError(`${field} must be an absolute URL`);
  }
  return value;
}

export function parseDeploymentConfig(value: unknown): DeploymentConfig {
  if (!isRecord(value) || !isRecord(value.remotes)) {
    throw new DeploymentConfigError('remotes must be an object');
  }
  const source = value.remotes;
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, parseUrl(source[name], `remotes.${name}`)]),
  ) as Record<RemoteName, string>;
  if (typeof value.devDashboard !== 'boolean') {
    throw new DeploymentConfigError('devDashboard must be a boolean');
  }
  return { remotes, devDashboard: value.devDashboard };
}
