import { siteConfig } from '@isarlicht/shared';
import { createBootConfig, createWebpackConfig } from '@isarlicht/shared/build';

export default [
  createWebpackConfig({
    app: 'shell',
    dir: __dirname,
    htmlTitle: `${siteConfig.name} – Digitalagentur aus München`,
    exposes: undefined,
  }),
  createBootConfig(__dirname),
];
