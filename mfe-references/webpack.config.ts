import { createWebpackConfig } from '@isarlicht/shared/build';

export default createWebpackConfig({
  app: 'references',
  dir: __dirname,
  htmlTitle: 'mfe-references · Einzelansicht',
  exposes: {
    './references': './src/exposes/references.ts',
    './reference': './src/exposes/reference.ts',
    './industries': './src/exposes/industries.ts',
    './industry': './src/exposes/industry.ts',
    './inspect': './src/exposes/inspect.ts',
  },
});
