import { createWebpackConfig } from '@isarlicht/tooling/create-webpack-config';

export default createWebpackConfig({
  app: 'consent',
  dir: __dirname,
  htmlTitle: 'mfe-consent · Einzelansicht',
});
