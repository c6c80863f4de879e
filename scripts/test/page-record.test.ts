import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RoutedPage } from '@isarlicht/contracts';
import { readPageRecord } from '@isarlicht/deploy';
import { pageAt, writePageRecord } from '../prerender/page-record';

const pages: RoutedPage[] = [
  { remote: 'marketing', id: 'service', path: '/services/:serviceId', prerender: true, sitemap: true },
  { remote: 'marketing', id: 'insights', path: '/insights', prerender: true, sitemap: false },
];

describe('the record of prerendered pages', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'page-record-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the page of an address with the one matcher', () => {
    expect(pageAt(pages, '/services/ai-development')?.id).toBe('service');
    expect(pageAt(pages, '/services')).toBeUndefined();
  });

  it('keeps every rendered address and lists in sitemap.xml only pages that declare sitemap', () => {
    writePageRecord(dir, ['/services/mvp', '/insights', '/services/mvp'], pages);
    expect(readPageRecord(dir)).toEqual(['/insights', '/services/mvp']);
    const sitemap = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/services/mvp</loc>');
    expect(sitemap).not.toContain('/insights');
  });
});
