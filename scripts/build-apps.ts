import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { appNames, type AppName } from '@isarlicht/tooling/ports';

export const repoRoot = path.resolve(__dirname, '..');

export const workspaceOf = (app: AppName): string => (app === 'shell' ? 'shell' : `mfe-${app}`);

export const appDir = (app: AppName): string => path.join(repoRoot, workspaceOf(app));

/** Turborepo's own binary: no npx lookup, no telemetry from a machine without internet. */
const turbo = (args: readonly string[]): void => {
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'turbo'), args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
};

/**
 * The production build of the apps through the task graph (turbo.json): an app whose
 * inputs (its files, the shared package, the lock file) are unchanged is restored from
 * Turborepo's content-hashed cache instead of rebuilt (docs/decisions/024).
 */
export function buildApps(apps: readonly AppName[] = appNames, force = false): void {
  turbo(['run', 'build', ...apps.map((app) => `--filter=${workspaceOf(app)}`), '--output-logs=errors-only', ...(force ? ['--force'] : [])]);
}
