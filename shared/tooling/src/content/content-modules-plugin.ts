import path from 'node:path';
import type { Compiler } from 'webpack';
import { glossaryCollection, repositoryRoot, serviceCollection } from './collections';

const name = 'ContentModulesPlugin';

/**
 * Writes the modules the content entries feed before every compilation of the slice
 * that holds the entries, in watch mode too, so an entry is all an editor adds
 * (docs/decisions/054). In CI it writes nothing and fails the build on a stale module.
 */
export class ContentModulesPlugin {
  apply(compiler: Compiler): void {
    const update = async () => {
      // Loaded when a build runs: tests in a browser-like sandbox import the webpack factory
      // too, and would get the browser build of the parser's YAML library, which is ESM only.
      const { staleMessage, updateIndexModules } = await import('./index-modules');
      const { stale, written } = updateIndexModules(false);
      if (!written && stale.length > 0) throw new Error(staleMessage(stale));
      for (const file of stale) console.log(`[content] wrote ${file}`);
    };
    compiler.hooks.beforeRun.tapPromise(name, update);
    compiler.hooks.watchRun.tapPromise(name, update);
    // A new entry file in a collection's folder starts a compilation in watch mode.
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      for (const { folder } of [serviceCollection, glossaryCollection])
        compilation.contextDependencies.add(path.join(repositoryRoot, folder));
    });
  }
}
