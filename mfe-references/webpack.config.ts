import { createWebpackConfig } from '@isarlicht/tooling';

export default createWebpackConfig({
  app: 'references',
  dir: __dirname,
  htmlTitle: 'mfe-references · Einzelansicht',
});
