import { paths } from '@isarlicht/contracts/routes/paths';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { robotsTxt, sitemapXml } from '../src';

describe('sitemapXml', () => {
  const xml = sitemapXml('https://example.org/', ['/services', '/', '/about', '/services', '/suche?a=1&b=<2>']);

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n')).toBe(
      true,
    );
    expect(xml.endsWith('</urlset>\n')).toBe(true);
  });

  it('lists absolute URLs once each, sorted and XML-escaped', () => {
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://example.org/',
      'https://example.org/about',
      'https://example.org/services',
      'https://example.org/suche?a=1&amp;b=&lt;2&gt;',
    ]);
  });

  it('uses the site base URL as given by the site config', () => {
    expect(sitemapXml(siteConfig.seo.baseUrl, [paths.about])).toContain(`<loc>${siteConfig.seo.baseUrl}/about</loc>`);
  });
});

describe('robotsTxt', () => {
  it('allows everything but the team tools and names the sitemap', () => {
    expect(robotsTxt('https://example.org')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dev-dashboard',
        'Disallow: /vapi-dashboard',
        '',
        'Sitemap: https://example.org/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
