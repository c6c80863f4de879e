import path from 'node:path';
import type { Configuration } from 'webpack';
import { typescriptRule, type Mode } from './typescript-rule';

/**
 * The shell's boot script as a compilation of its own: in the shell's federated
 * compilation every entry carries the MF runtime (47 KB gzip), and the point of this
 * script is to be tiny (docs/decisions/012).
 */
export function createBootConfig(dir: string) {
  return (_env: unknown, argv: { mode?: Mode }): Configuration => {
    const mode: Mode = argv.mode ?? 'production';
    return {
      name: 'boot',
      mode,
      context: dir,
      entry: { boot: './src/start/boot.ts' },
      devtool: mode === 'production' ? 'source-map' : false,
      output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
      // '.js' too: in development the dev server adds its HMR client, whose modules import without extension.
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [typescriptRule(dir)] },
      performance: { hints: false },
    };
  };
}
