import { releaseCommand } from '@isarlicht/deploy';
import { deploymentConfigFromEnv, portOf } from '@isarlicht/tooling';
import { repoRoot } from './build-apps';
import { prerenderSlice } from './prerender/prerender-slice';

/**
 * `npm run deploy|rollback|releases -w mfe-<name>`: switches the remote's release
 * (docs/decisions/013), then brings the prerendered pages and sitemap.xml of the site
 * in line with it, with the deployment's environment as `npm start` has it
 * (docs/decisions/035).
 */
async function main(): Promise<void> {
  const change = releaseCommand(process.argv.slice(2), repoRoot);
  if (change === null || change.before === change.after) return;
  await prerenderSlice(change, deploymentConfigFromEnv('production'), `http://localhost:${portOf('shell')}`);
}

main().catch((error: unknown) => {
  console.error(`[deploy] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
