import { createWebpackConfig } from '@isarlicht/tooling/create-webpack-config';
import type { Configuration } from 'webpack';
import { testRunMiddlewares } from './dev-server/test-runs';

const base = createWebpackConfig({
  app: 'devtools',
  dir: __dirname,
  htmlTitle: 'mfe-devtools · Einzelansicht',
  loadsRemotes: true,
  // Only the development server has them: production serves files, never runs commands.
  devMiddlewares: testRunMiddlewares,
});

/**
 * axe-core is emitted as a file, not bundled: the accessibility tool loads it into the
 * frame of the page it checks, where axe must run (ADR 015).
 */
export default (env: unknown, argv: Parameters<typeof base>[1]): Configuration => {
  const config = base(env, argv);
  const rules = config.module?.rules ?? [];
  return {
    ...config,
    module: {
      ...config.module,
      rules: [{ test: /axe\.min\.js$/, type: 'asset/resource', generator: { filename: 'assets/axe.[contenthash:10].js' } }, ...rules],
    },
  };
};
