import path from 'node:path';
import type { RemoteName } from '@isarlicht/contracts/deployment/remotes';

/**
 * Where a remote's releases live when nothing else is said: the folder `npm start`
 * serves the remote from (`DEPLOY_ROOT` moves all of them).
 */
export function defaultDeployTarget(repoRoot: string, remote: RemoteName, env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.DEPLOY_ROOT ?? path.join(repoRoot, '.deploy'), remote);
}
