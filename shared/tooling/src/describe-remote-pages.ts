import { exposedModules, exposedPageModule, type PageManifest, type RemoteName } from '@isarlicht/contracts';
import { expectPageModule } from './expect-page-module';
import { remoteExposes } from './remote-exposes';

/**
 * The page checks of every remote with a page manifest: each entry's module fulfils the
 * page-module contract with the entry's examples, and the remote exposes its pages and
 * its other modules, nothing else. `load` comes from the remote's test so that the page
 * path resolves there; `dir` is the remote's folder.
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

    it('exposes every page of its manifest and its other modules, nothing else', () => {
      const expected = [...manifest.map(exposedPageModule), ...exposedModules[remote]];
      expect(Object.keys(remoteExposes(dir)).sort()).toEqual(expected.sort());
    });
  });
}
