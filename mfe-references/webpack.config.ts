import { createWebpackConfig } from '@isarlicht/tooling/create-webpack-config';

export default createWebpackConfig({
  app: 'references',
  dir: __dirname,
  htmlTitle: 'mfe-references · Einzelansicht',
});
