import { createWebpackConfig } from '@isarlicht/shared/build';

export default createWebpackConfig({
  app: 'marketing',
  dir: __dirname,
  htmlTitle: 'mfe-marketing · Einzelansicht',
  exposes: {
    './home': './src/exposes/home.ts',
    './about': './src/exposes/about.ts',
    './services': './src/exposes/services.ts',
    './service': './src/exposes/service.ts',
    './method': './src/exposes/method.ts',
    './role': './src/exposes/role.ts',
    './glossary': './src/exposes/glossary.ts',
    './glossary-term': './src/exposes/glossary-term.ts',
    './contact': './src/exposes/contact.ts',
    './impressum': './src/exposes/impressum.ts',
    './agb': './src/exposes/agb.ts',
    './inspect': './src/exposes/inspect.ts',
  },
});
