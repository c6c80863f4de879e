import { deployRefusals } from '../src/release/page-guards';

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
