import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { deploymentConfigFromEnv } from '@isarlicht/tooling/ports';
import { composedConfig } from '../prerender/prerender-session';

const page = (id: string, pagePath: string, redirects: readonly object[] = []) => ({
  id,
  path: pagePath,
  prerender: true,
  sitemap: true,
  redirects,
});

describe('the pages the prerender renders', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'prerender-folders-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  it('leave out what a live release declares outside the address grammar, and say why', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pages: Partial<Record<RemoteName, readonly object[]>> = {
      marketing: [page('home', '/', [{ from: '/references/:slug/*' }]), page('evil', '//evil.com')],
      references: [page('reference', '/references/:slug')],
    };
    for (const remote of remoteNames) {
      mkdirSync(path.join(dir, remote));
      writeFileSync(path.join(dir, remote, 'mf-manifest.json'), JSON.stringify({ metaData: { pages: pages[remote] ?? [] } }));
    }
    const config = composedConfig(deploymentConfigFromEnv('production', {}), (remote) => path.join(dir, remote));
    expect(config.pages.map((routed) => `${routed.path} ${routed.redirects?.length ?? 0}`)).toEqual(['/ 0', '/references/:slug 0']);
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      `[prerender] left out of the live pages: mfe-marketing's page home: the redirect from "/references/:slug/*" is no address: the character "*" (U+002A) at position 19 is not allowed in an address`,
      `[prerender] left out of the live pages: mfe-marketing's page evil: the path "//evil.com" is no address: the character "." (U+002E) at position 7 is not allowed in an address`,
    ]);
  });
});
