import { createWebpackConfig } from '@isarlicht/tooling';

export default createWebpackConfig({
  app: 'marketing',
  dir: __dirname,
  htmlTitle: 'mfe-marketing · Einzelansicht',
  writesContentModules: true,
});
