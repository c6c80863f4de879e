import { DefinePlugin } from 'webpack';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { createBootConfig } from '@isarlicht/tooling/create-boot-config';
import { createWebpackConfig } from '@isarlicht/tooling/create-webpack-config';
import { faviconUrl } from './src/seo/favicon';

const app = createWebpackConfig({
  app: 'shell',
  dir: __dirname,
  htmlTitle: `${siteConfig.name} – Digitalagentur aus München`,
  htmlIcon: faviconUrl,
});

export default [
  (...args: Parameters<typeof app>): ReturnType<typeof app> => {
    const config = app(...args);
    // The prerender renders with this build, so the hydrating page knows the year its HTML carries (use-visitor-year.ts).
    const buildYear = new DefinePlugin({ BUILD_YEAR: JSON.stringify(new Date().getFullYear()) });
    return { ...config, plugins: [...(config.plugins ?? []), buildYear] };
  },
  createBootConfig(__dirname),
];
