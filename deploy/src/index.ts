export { sitemapXml } from './seo/sitemap';
export { robotsTxt } from './seo/robots';
