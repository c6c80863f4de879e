import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unstampedPagesContractFile } from '@isarlicht/tooling/contract-files';
import { deployRefusals, pageShapeReport, shellPageShape, type PageShape } from '../src/release/page-guards';

const page = (id: string, path: string) => ({ id, path, prerender: true, sitemap: true });
const built = (pages: readonly object[], exposed: readonly string[]) => ({
  metaData: { pages },
  exposes: exposed.map((path) => ({ path, name: path.slice(2) })),
});

describe('deploy refusals', () => {
  const live = { marketing: built([page('home', '/'), page('about', '/about')], ['./home', './about']) };

  it('lets a build go live whose pages are exposed and claimed by no other slice', () => {
    expect(
      deployRefusals(
        'marketing',
        built([page('about', '/about'), page('insights', '/insights')], ['./about', './insights', './inspect']),
        live,
      ),
    ).toEqual([]);
  });

  it('refuses a path another slice serves, naming both slices and the path', () => {
    expect(deployRefusals('references', built([page('about', '/about')], ['./about']), live)).toEqual([
      'mfe-references claims /about, which mfe-marketing already serves (/about)',
    ]);
  });

  it('refuses a page whose module the build does not expose', () => {
    expect(deployRefusals('marketing', built([page('insights', '/insights')], ['./inspect']), live)).toEqual([
      'mfe-marketing declares /insights, but its build has no module ./insights',
    ]);
  });

  it('refuses a page of another shape than the one the shell reads', () => {
    const renamed = { id: 'insights', route: '/insights', prerender: true, sitemap: true };
    expect(deployRefusals('marketing', built([renamed], ['./insights']), live)).toEqual([
      `mfe-marketing publishes a page the shell cannot read (shared/contracts/contract/routed-page.json): ${JSON.stringify(renamed)}`,
    ]);
  });
});

describe('deploy refusals for old addresses', () => {
  const live = {
    marketing: built([{ ...page('home', '/'), redirects: [{ from: '/de' }] }, page('about', '/about')], ['./home', './about']),
  };

  it("refuses an old address another slice's page or redirect already answers", () => {
    const industries = { ...page('industries', '/software-for'), redirects: [{ from: '/de' }, { from: '/for' }] };
    expect(deployRefusals('references', built([industries], ['./industries']), live)).toEqual([
      'mfe-references claims /de, which mfe-marketing already serves (/de)',
    ]);
  });

  it('refuses a redirect that would hide a live page or leave a param of its target unfilled', () => {
    const service = {
      ...page('service', '/services/:serviceId'),
      redirects: [{ from: '/about', params: { serviceId: 'x' } }, { from: '/s' }],
    };
    expect(deployRefusals('marketing', built([page('about', '/about'), service], ['./about', './service']), live)).toEqual([
      "mfe-marketing's page service: the redirect from /about would hide the page about (/about)",
      "mfe-marketing's page service: the redirect from /s leaves :serviceId of /services/:serviceId unfilled",
    ]);
  });
});

describe('deploy refusals by the addresses the live site serves', () => {
  const reference = {
    ...page('reference', '/references/:slug'),
    redirects: [{ from: '/methods/product-vision', params: { slug: 'bootcamp' } }],
  };
  const live = { marketing: built([page('method', '/methods/:methodId')], ['./method']) };

  it("lets an old address lie inside another slice's page pattern while that slice does not serve it", () => {
    expect(deployRefusals('references', built([reference], ['./reference']), live, null, ['/methods/agile-teams'])).toEqual([]);
  });

  it('refuses it once the live site serves that address from the other slice', () => {
    expect(deployRefusals('references', built([reference], ['./reference']), live, null, ['/methods/product-vision'])).toEqual([
      'mfe-references claims /methods/product-vision, which mfe-marketing already serves (/methods/:methodId)',
    ]);
  });

  it('refuses an old address inside a page pattern of its own slice where that page serves it', () => {
    const misspelt = { ...page('reference', '/references/:slug'), redirects: [{ from: '/references/kiekje', params: { slug: 'tyre' } }] };
    const own = { references: built([page('reference', '/references/:slug')], ['./reference']) };
    expect(deployRefusals('references', built([misspelt], ['./reference']), own, null, [])).toEqual([]);
    expect(deployRefusals('references', built([misspelt], ['./reference']), own, null, ['/references/kiekje'])).toEqual([
      "mfe-references's page reference: the redirect from /references/kiekje would hide the page reference (/references/:slug)",
    ]);
  });
});

describe('deploying beside an older shell', () => {
  // The page shape of the shells built before pages declared their old addresses.
  const unstamped = JSON.parse(readFileSync(unstampedPagesContractFile, 'utf8')) as PageShape;
  const home = { ...page('home', '/'), redirects: [{ from: '/de' }] };

  it('reports the fields that shell leaves unused, and lets the pages go live', () => {
    expect(pageShapeReport('marketing', built([home], ['./home']), unstamped)).toEqual({ refusals: [], unread: ['page home: redirects'] });
    const beside = built([home], ['./home']);
    expect(deployRefusals('marketing', beside, {}, pageShapeReport('marketing', beside, unstamped))).toEqual([]);
  });

  it('refuses a page without a field that shell needs to route it', () => {
    const shape: PageShape = { ...unstamped, section: 'string' };
    const beside = built([home], ['./home']);
    expect(deployRefusals('marketing', beside, {}, pageShapeReport('marketing', beside, shape))).toEqual([
      "mfe-marketing's page home has no section, which the live shell needs to route it: deploy a rebuilt shell first",
    ]);
  });

  it('reads the shape a shell build names in its manifest, else the one of the shells before', () => {
    const stamped = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    const unstampedDist = mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
    try {
      writeFileSync(path.join(stamped, 'mf-manifest.json'), JSON.stringify({ metaData: { pageShape: { id: 'string' } } }));
      writeFileSync(path.join(unstampedDist, 'mf-manifest.json'), JSON.stringify({ metaData: {} }));
      expect(shellPageShape(stamped)).toEqual({ id: 'string' });
      expect(shellPageShape(unstampedDist)).toEqual(unstamped);
      expect(shellPageShape(path.join(stamped, 'nothing'))).toBeNull();
    } finally {
      rmSync(stamped, { recursive: true, force: true });
      rmSync(unstampedDist, { recursive: true, force: true });
    }
  });
});
