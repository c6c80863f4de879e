import { createWebpackConfig } from '@isarlicht/tooling';

export default createWebpackConfig({
  app: 'consent',
  dir: __dirname,
  htmlTitle: 'mfe-consent · Einzelansicht',
});
