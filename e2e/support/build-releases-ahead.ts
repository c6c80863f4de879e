import { writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { e2eGrep } from './e2e-grep';
import { buildRelease, releaseBuilds } from './release-builds';

/**
 * The releases the run's redeploy tests deploy, built while the other tests run
 * (`releases-ahead.ts` starts this process): at idle priority, so the builds take only
 * what the tests leave of the cores (docs/decisions/073). Their session is a scheduling
 * group of its own, whose nice value is what lowers it; nice alone lowers it where the
 * kernel has no such groups.
 */
function lowerOwnPriority(): void {
  try {
    writeFileSync('/proc/self/autogroup', '19');
  } catch {
    // Not Linux, or no autogroup scheduling: the process's nice value is all there is.
  }
  setPriority(19);
}

lowerOwnPriority();
const wanted = Object.values(releaseBuilds).filter((release) => e2eGrep === undefined || e2eGrep.test(`@${release.remote}`));
// A failed build is built again by the test that needs it, which then fails with its error.
Promise.all(wanted.map(buildRelease)).then(
  () => console.log(`[releases-ahead] built ${wanted.map((release) => release.name).join(', ')}`),
  (error: unknown) => {
    console.error('[releases-ahead]', error);
    process.exitCode = 1;
  },
);
