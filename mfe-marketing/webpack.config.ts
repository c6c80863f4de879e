import { createWebpackConfig } from '@isarlicht/shared/build';

export default createWebpackConfig({
  app: 'marketing',
  dir: __dirname,
  htmlTitle: 'mfe-marketing · Einzelansicht',
});
