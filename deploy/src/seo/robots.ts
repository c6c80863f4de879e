import { paths } from '@isarlicht/contracts/routes/paths';
import { absoluteUrl } from './absolute-url';

/** Team tools: client-only, behind a sign-in or switched off, nothing for a search index. */
const privatePaths = [paths.devDashboard, paths.callAnalytics] as const;

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(baseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
