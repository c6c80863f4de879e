import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addressLimits, isAddressPattern } from '@isarlicht/contracts/routes/address-grammar';
import { remoteNames } from '@isarlicht/contracts/deployment/remotes';
import type { RoutedPage } from '@isarlicht/contracts/pages/routed-pages';
import { createShellApp, nginxLiveFiles } from '../src';
import { deployRefusals } from '../src/release/page-guards';
import { shellFiles, writeDist } from './support/fixture-dist';
import { listen } from './support/http-client';
import { maliciousManifest } from './support/malicious-manifests';
import { readSampleManifest, samplePages } from './support/sample-pages';
import { sampleConfig } from './support/sample-config';

/** mfe-references live as on the site: `/references/:slug`, with its old addresses. */
const live = { references: { metaData: { pages: samplePages.references } } };

const outside = (what: string, page: string, address: string, problem: string) =>
  `mfe-marketing's page ${page}: the ${what} ${JSON.stringify(address)} is no address: ${problem}`;

describe('a release of mfe-marketing built to attack the other slices or the servers', () => {
  it.each([
    [
      'redirect-from-with-space',
      [outside('redirect from', 'home', '/alt home', 'the character " " (U+0020) at position 5 is not allowed in an address')],
    ],
    [
      'redirect-from-with-semicolon',
      [
        outside(
          'redirect from',
          'home',
          '/alt;return 301 https://evil.example',
          'the character ";" (U+003B) at position 5 is not allowed in an address',
        ),
      ],
    ],
    [
      'redirect-from-with-brace',
      [
        outside(
          'redirect from',
          'home',
          '/alt{return 301 https://evil.example;}',
          'the character "{" (U+007B) at position 5 is not allowed in an address',
        ),
      ],
    ],
    [
      'redirect-from-with-newline',
      [
        outside(
          'redirect from',
          'home',
          '/alt\n}\nlocation / {\nreturn 301 https://evil.example;',
          'the character "\\n" (U+000A) at position 5 is not allowed in an address',
        ),
      ],
    ],
    [
      'protocol-relative-page',
      [outside('path', 'evil', '//evil.com', 'the character "." (U+002E) at position 7 is not allowed in an address')],
    ],
    [
      'references-splat-redirect',
      [outside('redirect from', 'home', '/references/:slug/*', 'the character "*" (U+002A) at position 19 is not allowed in an address')],
    ],
    ['references-trailing-slash-page', [outside('path', 'case', '/references/:slug/', 'it ends with /')]],
    [
      'forty-optional-params',
      [
        outside(
          'redirect from',
          'home',
          `${Array.from({ length: 40 }, (_, index) => `/:a${index + 1}?`).join('')}/z`,
          'it is longer than 200 characters',
        ),
      ],
    ],
    [
      'redirect-params-not-a-segment',
      [
        `mfe-marketing's page service: the redirect from /strategie fills serviceId with "..//evil.example", which is no segment of an address`,
      ],
    ],
    ['too-many-pages', ['mfe-marketing declares 101 pages, 1 more than the 100 a slice may: those after the 100th are left out']],
    [
      'too-many-redirects',
      ['mfe-marketing declares 101 old addresses, 1 more than the 100 a slice may: those after the 100th are left out'],
    ],
    [
      'references-pattern-redirect',
      [
        'mfe-marketing claims /references/:id, which mfe-references already serves (/references/:slug)',
        'mfe-marketing claims /references/:id, which mfe-references already serves (/references/fahrzeugdatenmplattform)',
      ],
    ],
    ['references-fixed-page', ['mfe-marketing claims /references/kiekje, which mfe-references already serves (/references/:slug)']],
  ])('the deploy refuses %s, naming the page and the offending character or rule', (name, refusals) => {
    expect(deployRefusals('marketing', maliciousManifest(name), live)).toEqual(refusals);
  });
});

/** The fixtures every reader must leave out, in part or whole: what is outside the grammar or beyond the limits. */
const outsideTheGrammar = [
  'redirect-from-with-space',
  'redirect-from-with-semicolon',
  'redirect-from-with-brace',
  'redirect-from-with-newline',
  'protocol-relative-page',
  'references-splat-redirect',
  'references-trailing-slash-page',
  'forty-optional-params',
  'redirect-params-not-a-segment',
  'too-many-pages',
  'too-many-redirects',
];

/** Every address a list of pages hands to a router or a config: none may be outside the grammar, nor beyond the limits. */
function expectWithinTheGrammar(pages: readonly RoutedPage[]): void {
  const addresses = pages.flatMap((page) => [page.path, ...(page.redirects ?? []).map((redirect) => redirect.from)]);
  expect(addresses.filter((address) => !isAddressPattern(address))).toEqual([]);
  const values = pages.flatMap((page) => (page.redirects ?? []).flatMap((redirect) => Object.values(redirect.params ?? {})));
  expect(values.filter((value) => !/^[a-z0-9-]+$/.test(value))).toEqual([]);
  for (const remote of remoteNames) {
    const own = pages.filter((page) => page.remote === remote);
    expect(own.length).toBeLessThanOrEqual(addressLimits.pagesPerRemote);
    expect(own.flatMap((page) => page.redirects ?? []).length).toBeLessThanOrEqual(addressLimits.redirectsPerRemote);
  }
}

describe('the readers of a live release built to attack', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(outsideTheGrammar)('the express server routes no address of %s outside the grammar, and logs why', async (name) => {
    const dist = writeDist(shellFiles);
    const readManifest = async (url: string) =>
      url === sampleConfig.remotes.marketing ? maliciousManifest(name) : readSampleManifest(url);
    const site = await listen(createShellApp({ root: dist.root, config: sampleConfig, readManifest }));
    try {
      const { pages } = JSON.parse((await site.get('/remotes.json')).body) as { pages: RoutedPage[] };
      expectWithinTheGrammar(pages);
      expect((await site.get('/references/kiekje')).headers.location).toBeUndefined();
      expect(jest.mocked(console.warn).mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/^\[serve\] left out of the live pages: mfe-marketing/),
      ]);
    } finally {
      await site.close();
      dist.remove();
    }
  });

  it.each(outsideTheGrammar)('the nginx generator writes no address of %s outside the grammar into its files', (name) => {
    const root = mkdtempSync(path.join(tmpdir(), 'malicious-roots-'));
    try {
      const roots = Object.fromEntries(
        remoteNames.map((remote) => {
          const dir = path.join(root, remote);
          mkdirSync(dir);
          const manifest = remote === 'marketing' ? maliciousManifest(name) : { metaData: { pages: samplePages[remote] } };
          writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
          return [remote, dir];
        }),
      ) as Record<(typeof remoteNames)[number], string>;
      const files = nginxLiveFiles(sampleConfig, { shell: path.join(root, 'shell'), ...roots });
      expectWithinTheGrammar((JSON.parse(files['remotes.json'] ?? '') as { pages: RoutedPage[] }).pages);
      expect(files['shell-redirects.locations']).not.toMatch(/evil|alt |:slug\/\*|:a40/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
