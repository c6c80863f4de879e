import { createWebpackConfig } from '@isarlicht/shared/build';

export default createWebpackConfig({
  app: 'devtools',
  dir: __dirname,
  htmlTitle: 'mfe-devtools · Einzelansicht',
  exposes: {
    './dev-dashboard': './src/exposes/dev-dashboard.ts',
    './call-analytics': './src/exposes/call-analytics.ts',
  },
});
