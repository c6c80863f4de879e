import { createWebpackConfig } from '@isarlicht/shared/build';

export default createWebpackConfig({
  app: 'consent',
  dir: __dirname,
  htmlTitle: 'mfe-consent · Einzelansicht',
});
