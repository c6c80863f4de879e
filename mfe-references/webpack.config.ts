import { createWebpackConfig } from '@isarlicht/shared/build';

export default createWebpackConfig({
  app: 'references',
  dir: __dirname,
  htmlTitle: 'mfe-references · Einzelansicht',
});
