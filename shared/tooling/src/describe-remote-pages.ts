import { droppedPagesOf } from '@isarlicht/contracts/pages/routed-pages';
import { exposedModules, type RemoteName } from '@isarlicht/contracts/deployment/remotes';
import { exposedPageModule, type PageManifest } from '@isarlicht/contracts/pages/page-manifest';
import { matchPattern } from '@isarlicht/contracts/routes/match-pattern';
import { redirectProblems, redirectRulesOf, resolveRedirect } from '@isarlicht/contracts/routes/redirects';
import { specifiedRedirects } from '@isarlicht/contracts/routes/specified-redirects';
import { expectPageModule } from './expect-page-module';
import { remoteExposes } from './remote-exposes';

/**
 * The page checks of every remote with a page manifest: its pages and old addresses
 * are of the address grammar (the shell's readers would drop none), each entry's
 * module fulfils the page-module contract with the entry's examples, the remote
 * exposes its pages and its other modules, nothing else, and its pages declare the
 * specified old addresses that lead to them. `load` comes from the remote's test so
 * that the page path resolves there; `dir` is the remote's folder.
 */
export function describeRemotePages(
  remote: RemoteName,
  manifest: PageManifest,
  dir: string,
  load: (module: string) => Promise<unknown>,
): void {
  describe(`pages of mfe-${remote}`, () => {
    it.each(manifest.map((entry) => [entry.id, entry] as const))(
      './%s fulfils the page-module contract with its examples',
      async (_id, entry) => {
        expectPageModule(await load(entry.module), entry.example, entry.unknownExample);
      },
    );

    it('declares its pages and their old addresses in the address grammar, within the limits of a slice', () => {
      expect(droppedPagesOf(remote, manifest)).toEqual([]);
    });

    it('declares the specified old addresses of its pages, each leading to the page', () => {
      const rules = redirectRulesOf(manifest);
      const own = specifiedRedirects.filter(([, to]) => manifest.some((entry) => matchPattern(entry.path, to) !== null));
      expect(own.map(([from]) => [from, resolveRedirect(from, rules)])).toEqual(own.map(([from, to]) => [from, to]));
      expect(redirectProblems(manifest)).toEqual([]);
    });

    it('exposes every page of its manifest and its other modules, nothing else', () => {
      const expected = [...manifest.map(exposedPageModule), ...exposedModules[remote]];
      expect(Object.keys(remoteExposes(dir)).sort()).toEqual(expected.sort());
    });
  });
}
