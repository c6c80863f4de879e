import type { RoutedPage } from '@isarlicht/contracts/pages/routed-pages';
import { parsePageRecord } from '@isarlicht/deploy';
import { pageAt, pageRecordFiles } from '../prerender/page-record';

const pages: RoutedPage[] = [
  { remote: 'marketing', id: 'service', path: '/services/:serviceId', prerender: true, sitemap: true },
  { remote: 'marketing', id: 'insights', path: '/insights', prerender: true, sitemap: false },
];

describe('the record of prerendered pages', () => {
  it('finds the page of an address with the one matcher', () => {
    expect(pageAt(pages, '/services/ai-development')?.id).toBe('service');
    expect(pageAt(pages, '/services')).toBeUndefined();
  });

  it('keeps every rendered address and the releases, and lists in sitemap.xml only pages that declare sitemap', () => {
    const releases = { marketing: '1.0.0-abcdef0-0123456789' };
    const { record, sitemap } = pageRecordFiles({ paths: ['/services/mvp', '/insights', '/services/mvp'], releases }, pages);
    expect(parsePageRecord(record)).toEqual({ paths: ['/insights', '/services/mvp'], listed: ['/services/mvp'], releases });
    expect(sitemap).toContain('/services/mvp</loc>');
    expect(sitemap).not.toContain('/insights');
  });
});
