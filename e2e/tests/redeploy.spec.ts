import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultDeployTarget, liveReleaseId } from '@isarlicht/deploy';
import type { RemoteName } from '@isarlicht/contracts';
import { pidFile } from '../support/global-setup';
import { buildChangedSlice, repoRoot, sliceCommand, treeHash } from '../support/slice-release';
import { navigateInApp } from '../support/navigate';
import { expect, test, type Page } from '../support/test';

/**
 * A team deploys its remote alone into the running production site (ADR 013). Runs
 * after every other test (its own Playwright project), because for its duration the
 * live site shows the changed text.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

/**
 * `from`: a page whose first load keeps the prerendered content (docs/decisions/028) shows
 * a new release from the first in-app navigation, so it is reached from there.
 */
const cases: readonly {
  remote: RemoteName;
  page: string;
  from?: string;
  file: string;
  heading: { level: 1 | 2; before: string; after: string };
}[] = [
  {
    remote: 'marketing',
    page: '/',
    from: '/impressum',
    file: 'src/pages/home/home-page.tsx',
    heading: { level: 2, before: 'Was wir für Sie entwickeln', after: 'Was wir für Ihr Unternehmen entwickeln' },
  },
  {
    remote: 'references',
    page: '/references',
    file: 'src/pages/references/references-page.tsx',
    heading: { level: 1, before: 'Projekte, die im Betrieb überzeugen', after: 'Projekte, die sich im Betrieb bewähren' },
  },
];

const shellDist = path.join(repoRoot, 'shell', 'dist');
const serverLog = path.join(__dirname, '..', 'test-results', 'servers.log');
const readyLines = () =>
  readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('[serve] ready')).length;

/** A fresh load of the page, or of `from` and then an in-app navigation to it. */
async function visit(page: Page, address: string, from: string | undefined): Promise<void> {
  if (from === undefined) {
    await page.reload();
    return;
  }
  await page.goto(from);
  await page.locator('html[data-shell=ready]').waitFor();
  await navigateInApp(page, address);
}

function serverIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const { remote, page: address, from, file, heading } of cases) {
  test(
    `mfe-${remote}: a new release goes live on reload and rolls back, shell untouched`,
    { tag: [`@${remote}`] },
    async ({ page, request }) => {
      const target = defaultDeployTarget(repoRoot, remote);
      const shellBefore = treeHash(shellDist);
      const serverPid = Number(readFileSync(pidFile, 'utf8'));
      const releaseBefore = liveReleaseId(target);
      expect(releaseBefore).not.toBeNull();

      await page.goto(address);
      const title = page.getByRole('heading', { level: heading.level, name: heading.before });
      await expect(title).toBeVisible();

      const dist = await buildChangedSlice(remote, file, heading.before, heading.after);
      const started = Date.now();
      const deployed = await sliceCommand(remote, 'deploy', ['--target', target, '--from', dist]);
      // The figure the issue asks for: how long a redeploy takes (npm + copy + switch).
      console.log(`${deployed.trim()}; deploy command ${Date.now() - started} ms`);
      // The same changed build on a second run is the same release: published once, switched again.
      expect(deployed).toMatch(new RegExp(`\\[deploy\\] ${remote}: (already )?published \\S+, live in \\d+ ms`));
      const releaseAfter = liveReleaseId(target);
      expect(releaseAfter).not.toBe(releaseBefore);

      await visit(page, address, from);
      await expect(page.getByRole('heading', { level: heading.level, name: heading.after })).toBeVisible();
      const status = (await (await request.get('/remotes.json?status')).json()) as {
        status: Record<RemoteName, { release: { deployment: { id: string } | null } | null }>;
      };
      expect(status.status[remote].release?.deployment?.id).toBe(releaseAfter);

      await sliceCommand(remote, 'rollback', ['--target', target]);
      expect(liveReleaseId(target)).toBe(releaseBefore);
      await visit(page, address, from);
      await expect(title).toBeVisible();

      expect(treeHash(shellDist)).toBe(shellBefore);
      expect(serverIsRunning(serverPid)).toBe(true);
      expect(Number(readFileSync(pidFile, 'utf8'))).toBe(serverPid);
      expect(readyLines()).toBe(1);
      expect(existsSync(path.join(target, 'releases', String(releaseAfter)))).toBe(true);
    },
  );
}
