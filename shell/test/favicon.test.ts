import { readFileSync } from 'node:fs';
import path from 'node:path';
import { faviconSvg, faviconUrl } from '../src/seo/favicon';

describe('favicon', () => {
  it('is a data URL with only characters a URL may carry unencoded', () => {
    expect(faviconUrl.startsWith('data:image/svg+xml,')).toBe(true);
    expect(faviconUrl).toMatch(/^[A-Za-z0-9\-._~:/?#@!$&'()*+,;=%]+$/);
    expect(faviconUrl).not.toMatch(/%(?![0-9A-F]{2})/);
  });

  it('decodes to the SVG icon', () => {
    const svg = decodeURIComponent(faviconUrl.slice('data:image/svg+xml,'.length));
    expect(svg).toBe(faviconSvg);
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(parsed.documentElement.nodeName).toBe('svg');
    expect(parsed.querySelector('parsererror')).toBeNull();
  });

  it('is the icon the page template names', () => {
    const template = readFileSync(path.join(__dirname, '..', 'src', 'index.html'), 'utf8');
    expect(template).toContain('<link rel="icon" href="<%= htmlWebpackPlugin.options.icon %>" />');
  });
});
