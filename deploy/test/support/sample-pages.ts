import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { remoteNames, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { sampleConfig } from './sample-config';

const page = (id: string, pagePath: string, redirects?: readonly object[]) => ({
  id,
  path: pagePath,
  prerender: true,
  sitemap: true,
  ...(redirects ? { redirects } : {}),
});

/** Pages as the remotes publish them in `metaData.pages`, with the old addresses they declare. */
export const samplePages: Readonly<Record<RemoteName, readonly object[]>> = {
  marketing: [
    page('home', '/', [{ from: '/de' }, { from: '/en' }, { from: '/fr' }]),
    page('about', '/about'),
    page('service', '/services/:serviceId', [
      { from: '/services/web-development', params: { serviceId: 'web-applications' } },
      { from: '/bubble-prototyp', params: { serviceId: 'no-code-development' } },
    ]),
    page('method', '/methods/:methodId', [{ from: '/scrum-rituale', params: { methodId: 'agile-teams' } }]),
    page('role', '/methods/roles/:roleId', [{ from: '/scrum-prozess', params: { roleId: 'scrum-method' } }]),
  ],
  references: [
    page('reference', '/references/:slug', [
      { from: '/methods/product-vision', params: { slug: 'bootcamp-workshop' } },
      { from: '/references/fahrzeugdatenmplattform', params: { slug: 'fahrzeugdatenplattform' } },
    ]),
    page('industries', '/software-for', [{ from: '/for' }]),
    page('industry', '/software-for/:industryId', [{ from: '/for/:industryId' }]),
  ],
  consent: [],
  devtools: [],
};

const manifestOf = (remote: RemoteName) => ({ metaData: { pages: samplePages[remote] } });

/** Reads the sample configuration's manifest addresses as the live releases would answer them. */
export async function readSampleManifest(url: string): Promise<unknown> {
  const remote = remoteNames.find((name) => sampleConfig.remotes[name] === url);
  if (remote === undefined) throw new Error(`${url} is no manifest of the sample configuration`);
  return manifestOf(remote);
}

/**
 * Deploy folders holding each remote's live manifest with the sample pages, for
 * generators that read them from disk; removed after the tests of the file.
 */
export function sampleRoots(): Record<RemoteName, string> {
  const root = mkdtempSync(path.join(tmpdir(), 'sample-roots-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return Object.fromEntries(
    remoteNames.map((remote) => {
      const dir = path.join(root, remote);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifestOf(remote)));
      return [remote, dir];
    }),
  ) as Record<RemoteName, string>;
}
