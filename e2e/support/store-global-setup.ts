import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { buildRelease, releaseBuilds } from './release-builds';
import { repoRoot } from './slice-release';

const run = promisify(execFile);

/** Where the store suite's workers find the marketing release whose home page differs. */
export const changedMarketingDistVariable = 'STORE_CHANGED_MARKETING_DIST';

/**
 * What every worker of the store suite reads and none may write while another reads it,
 * made once before they start (docs/decisions/069): the site as `npm run build` leaves it
 * (what is stale built and prerendered, no server), then the marketing release with a
 * changed home page that the crash-safe deploys switch to: the one the redeploy project
 * deployed, when the main suite ran on these sources before.
 */
export default async function storeGlobalSetup(): Promise<void> {
  await run('npm', ['run', 'build', '--silent'], { cwd: repoRoot, env: process.env });
  process.env[changedMarketingDistVariable] = await buildRelease(releaseBuilds.marketingHome);
}
