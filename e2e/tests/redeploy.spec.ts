import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultDeployTarget, nginxSiteFiles, statusCacheMs } from '@isarlicht/deploy';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { deploymentConfigFromEnv, type AppName } from '@isarlicht/tooling/ports';
import { freePort } from '../support/free-port';
import { rawGet } from '../support/raw-request';
import { startNginx, type RunningNginx } from '../support/nginx';
import { pidFile } from '../support/global-setup';
import { siteReleases } from '../support/site-releases';
import { siteCommands, topologyOf } from '../support/site-topology';
import { buildRelease, releaseBuilds } from '../support/release-builds';
import { repoRoot, sliceCommand, treeHash } from '../support/slice-release';
import { navigateInApp } from '../support/navigate';
import { outputDirOf } from '../support/output-dirs';
import { expect, test, waitForApp, type Page } from '../support/test';

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
  release: (typeof releaseBuilds)['marketingHome' | 'referencesHeading'];
  page: string;
  from?: string;
  level: 1 | 2;
}[] = [
  { release: releaseBuilds.marketingHome, page: '/', from: '/impressum', level: 2 },
  { release: releaseBuilds.referencesHeading, page: '/references', level: 1 },
];

const shellDist = path.join(repoRoot, 'shell', 'dist');
const serverLog = path.join(outputDirOf('main'), 'servers.log');
const readyLines = () =>
  readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith(siteCommands[topologyOf()].ready)).length;

/** A fresh load of the page, or of `from` and then an in-app navigation to it. */
async function visit(page: Page, address: string, from: string | undefined): Promise<void> {
  if (from === undefined) {
    await page.reload();
    return;
  }
  await page.goto(from);
  await waitForApp(page);
  await navigateInApp(page, address);
}

/** nginx with the generated shell config of this site's environment, on a port of its own. */
async function nginxBesideTheSite(): Promise<RunningNginx & { readonly origin: string }> {
  const port = await freePort();
  const config = deploymentConfigFromEnv('production');
  const ports = { shell: port, marketing: 1, references: 1, consent: 1, devtools: 1 };
  const roots = {
    shell: shellDist,
    ...Object.fromEntries(remoteNames.map((name) => [name, defaultDeployTarget(repoRoot, name)])),
  } as Record<AppName, string>;
  const origin = `http://127.0.0.1:${port}`;
  const running = await startNginx((outDir) => {
    const {
      'shell.conf': shellConf = '',
      'remotes.json': remotesJson = '',
      'shell-redirects.locations': redirects = '',
    } = nginxSiteFiles({ config, ports, roots, outDir });
    return { 'shell.conf': shellConf, 'remotes.json': remotesJson, 'shell-redirects.locations': redirects };
  }, `${origin}/remotes.json`);
  return { ...running, origin };
}

function serverIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

for (const { release, page: address, from, level } of cases) {
  const { remote, change } = release;
  test(
    `mfe-${remote}: a new release goes live on reload and rolls back, shell untouched`,
    { tag: [`@${remote}`] },
    async ({ page, request }) => {
      const site = siteReleases();
      const shellBefore = treeHash(shellDist);
      const serverPid = Number(readFileSync(pidFile, 'utf8'));
      const releaseBefore = await site.liveRelease(remote);
      expect(releaseBefore).not.toBeNull();

      await page.goto(address);
      const title = page.getByRole('heading', { level, name: change.from });
      await expect(title).toBeVisible();

      const dist = await buildRelease(release);
      const started = Date.now();
      const deployed = await sliceCommand(remote, 'deploy', [...site.deployArgs(remote), '--from', dist], site.deployEnv);
      // The figure the issue asks for: how long a redeploy takes (npm + copy + switch).
      console.log(`${deployed.trim()}; deploy command ${Date.now() - started} ms`);
      // The same changed build on a second run is the same release: published once, switched again.
      expect(deployed).toMatch(new RegExp(`\\[deploy\\] ${remote}: (already )?published \\S+, live in \\d+ ms`));
      const releaseAfter = await site.liveRelease(remote);
      expect(releaseAfter).not.toBe(releaseBefore);

      await visit(page, address, from);
      await expect(page.getByRole('heading', { level, name: change.to })).toBeVisible();
      // The status answers from one round of manifest reads for a few seconds: the test
      // before this one may have read it just now.
      const statusRelease = async () => {
        const status = (await (await request.get('/remotes.json?status')).json()) as {
          status: Record<RemoteName, { release: { deployment: { id: string } | null } | null }>;
        };
        return status.status[remote].release?.deployment?.id;
      };
      await expect.poll(statusRelease, { timeout: statusCacheMs + 5000 }).toBe(releaseAfter);

      await sliceCommand(remote, 'rollback', site.deployArgs(remote), site.deployEnv);
      expect(await site.liveRelease(remote)).toBe(releaseBefore);
      await visit(page, address, from);
      await expect(title).toBeVisible();

      expect(treeHash(shellDist)).toBe(shellBefore);
      expect(serverIsRunning(serverPid)).toBe(true);
      expect(Number(readFileSync(pidFile, 'utf8'))).toBe(serverPid);
      expect(readyLines()).toBe(1);
      expect(await site.store.hasRelease(remote, String(releaseAfter))).toBe(true);
    },
  );
}

/** The release of mfe-marketing with a page made by new-page and its old address: one build for both servers' tests. */
const releaseWithNewPage = (): Promise<string> => buildRelease(releaseBuilds.marketingNewPage);

test(
  'mfe-marketing: a page made with new-page goes live with its deploy alone, prerendered, listed and with its old address, and leaves with the rollback',
  { tag: ['@marketing'] },
  async ({ page, request }) => {
    const site = siteReleases();
    const shellBefore = treeHash(shellDist);
    const sitemap = async () => (await request.get('/sitemap.xml')).text();
    // The express server reads the live manifests at most once a second.
    const oldAddress = async () => {
      const answer = await request.get('/einblicke', { maxRedirects: 0 });
      return `${answer.status()} ${answer.headers().location ?? ''}`;
    };
    expect((await request.get('/insights')).status()).toBe(404);
    expect(await oldAddress()).toBe('404 ');
    const dist = await releaseWithNewPage();
    await sliceCommand('marketing', 'deploy', [...site.deployArgs('marketing'), '--from', dist], site.deployEnv);
    await expect.poll(oldAddress).toBe('301 /insights');

    const served = await request.get('/insights');
    expect(served.status()).toBe(200);
    expect(await served.text()).toMatch(/<h1[^>]*>Einblicke<\/h1>/);
    expect(await sitemap()).toContain('/insights</loc>');
    await page.goto('/insights');
    await waitForApp(page);
    expect(await page.evaluate(() => document.documentElement.dataset.render)).toBe('hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einblicke');

    await page.goto('/');
    await waitForApp(page);
    await navigateInApp(page, '/insights');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einblicke');

    await sliceCommand('marketing', 'rollback', site.deployArgs('marketing'), site.deployEnv);
    await expect.poll(oldAddress).toBe('404 ');
    expect((await request.get('/insights')).status()).toBe(404);
    expect(await sitemap()).not.toContain('/insights</loc>');
    expect(treeHash(shellDist)).toBe(shellBefore);
  },
);

test(
  'mfe-marketing: with nginx, the deploy of a new page rewrites its remotes.json and redirects and reloads it; the rollback takes them back',
  { tag: ['@marketing', '@nginx'] },
  async () => {
    const target = defaultDeployTarget(repoRoot, 'marketing');
    // nginx with the config generated before the deploy, beside the express servers, on the same builds.
    const nginx = await nginxBesideTheSite();
    // The deploy tests its new include against this nginx's main config before the reload (docs/decisions/046).
    const nginxOut = {
      NGINX_OUT: path.join(nginx.dir, 'conf'),
      NGINX_PID: path.join(nginx.dir, 'nginx.pid'),
      NGINX_CONF: path.join(nginx.dir, 'nginx.conf'),
      NGINX_PREFIX: nginx.dir,
    };
    // A connection per request (rawGet): the reload retires the old workers' kept-alive ones.
    const fromNginx = (address: string) => rawGet(nginx.origin, address);
    const oldAddress = async () => {
      const answer = await fromNginx('/einblicke');
      return `${answer.status} ${String(answer.headers.location ?? '')}`;
    };
    try {
      expect(await oldAddress()).toBe('404 ');
      const dist = await releaseWithNewPage();
      const deployed = await sliceCommand('marketing', 'deploy', ['--target', target, '--from', dist], nginxOut);
      expect(deployed).toContain('holds the changed redirects of the live pages: nginx reloaded');
      await expect.poll(oldAddress).toBe('301 /insights');
      const fromNginxPage = await fromNginx('/insights');
      expect(fromNginxPage.status).toBe(200);
      expect(fromNginxPage.body).toMatch(/<h1[^>]*>Einblicke<\/h1>/);
      expect((await fromNginx('/remotes.json')).body).toContain('"/insights"');

      await sliceCommand('marketing', 'rollback', ['--target', target], nginxOut);
      await expect.poll(oldAddress).toBe('404 ');
      expect((await fromNginx('/insights')).status).toBe(404);
      expect((await fromNginx('/remotes.json')).body).not.toContain('"/insights"');
    } finally {
      await nginx.stop();
    }
  },
);

test('mfe-references: a release that claims /about is refused with both slices and the path named', { tag: ['@references'] }, async () => {
  const site = siteReleases();
  const live = await site.liveRelease('references');
  // The live build with one page moved onto the marketing slice's address: no build needed to make the claim.
  const dist = mkdtempSync(path.join(os.tmpdir(), 'claim-about-'));
  try {
    cpSync(path.join(repoRoot, 'mfe-references', 'dist'), dist, { recursive: true });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData: { pages: { id: string; path: string }[] } };
    manifest.metaData.pages = manifest.metaData.pages.map((entry) => (entry.id === 'industries' ? { ...entry, path: '/about' } : entry));
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const refused = await sliceCommand('references', 'deploy', [...site.deployArgs('references'), '--from', dist], site.deployEnv).then(
      () => '',
      (error: unknown) => String((error as { stderr?: unknown }).stderr),
    );
    expect(refused).toContain('mfe-references claims /about, which mfe-marketing already serves (/about)');
    expect(await site.liveRelease('references')).toBe(live);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }
});
