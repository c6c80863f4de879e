import { siteConfig } from '@isarlicht/contracts';
import { createBootConfig, createWebpackConfig } from '@isarlicht/tooling';
import { faviconUrl } from './src/seo/favicon';

export default [
  createWebpackConfig({
    app: 'shell',
    dir: __dirname,
    htmlTitle: `${siteConfig.name} – Digitalagentur aus München`,
    htmlIcon: faviconUrl,
  }),
  createBootConfig(__dirname),
];
