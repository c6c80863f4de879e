import { createWebpackConfig } from '@isarlicht/tooling/create-webpack-config';

export default createWebpackConfig({
  app: 'marketing',
  dir: __dirname,
  htmlTitle: 'mfe-marketing · Einzelansicht',
  writesContentModules: true,
});
