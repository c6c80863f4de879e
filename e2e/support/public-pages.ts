import type { APIRequestContext } from '@playwright/test';
import { siteConfig } from '@isarlicht/site-content/site-config';

/** The site's public pages as its sitemap lists them, as paths. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => {
    const path = url.slice(siteConfig.seo.baseUrl.length);
    return path === '' ? '/' : path;
  });
}

const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];

/** What a crawler reads from a page's raw HTML. */
export function rawPage(html: string) {
  return {
    lang: attribute(html, /<html[^>]*\slang="?([a-zA-Z-]+)/),
    title: attribute(html, /<title>([^<]*)<\/title>/),
    description: attribute(html, /<meta name="description" content="([^"]*)"/),
    canonical: attribute(html, /<link rel="canonical" href="([^"]*)"/),
    h1s: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map(([, inner = '']) => inner.replace(/<[^>]+>/g, '').trim()),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      ([, json = '']) => JSON.parse(json) as { '@type': string } & Record<string, unknown>,
    ),
    links: [...html.matchAll(/href="(\/[^"]*)"/g)].map(([, href = '']) => href),
  };
}
