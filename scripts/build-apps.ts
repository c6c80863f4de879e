import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { appNames, commitOf, type AppName } from '@isarlicht/shared/build';

export const repoRoot = path.resolve(__dirname, '..');

export const appDir = (app: AppName): string => path.join(repoRoot, app === 'shell' ? 'shell' : `mfe-${app}`);

function hashTree(hash: ReturnType<typeof createHash>, target: string): void {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    hash.update(target).update(readFileSync(target));
    return;
  }
  for (const entry of readdirSync(target).sort()) hashTree(hash, path.join(target, entry));
}

/** Everything a production build of the app depends on, so an unchanged app is not rebuilt. */
function sourceHash(app: AppName): string {
  const hash = createHash('sha256');
  const dir = appDir(app);
  for (const input of ['src', 'public', 'webpack.config.ts', 'package.json', 'tsconfig.json']) hashTree(hash, path.join(dir, input));
  for (const input of ['shared/src', 'shared/build', 'package-lock.json', 'tsconfig.json']) hashTree(hash, path.join(repoRoot, input));
  // A remote's manifest names the commit it was built from, so another commit is another build.
  return hash.update(commitOf(dir)).digest('hex');
}

const stampFile = (app: AppName) => path.join(appDir(app), 'dist', '.source-hash');

/** Builds every app whose sources changed since its last production build. */
export function buildApps(apps: readonly AppName[] = appNames, force = false): void {
  for (const app of apps) {
    const hash = sourceHash(app);
    if (!force && existsSync(stampFile(app)) && readFileSync(stampFile(app), 'utf8') === hash) {
      console.log(`[build] ${app}: up to date`);
      continue;
    }
    const started = Date.now();
    console.log(`[build] ${app}: building for production …`);
    execFileSync('npm', ['run', 'build', '--silent'], { cwd: appDir(app), stdio: ['ignore', 'ignore', 'inherit'] });
    writeFileSync(stampFile(app), hash);
    console.log(`[build] ${app}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
