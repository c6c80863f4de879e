import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageRecordFile, readPageRecord } from '../src';

describe('the record of the prerendered addresses', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'page-record-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the addresses the prerender recorded, and nothing where no shell was prerendered', () => {
    expect(readPageRecord(dir)).toEqual([]);
    writeFileSync(path.join(dir, pageRecordFile), JSON.stringify(['/about', '/services/mvp', 7]));
    expect(readPageRecord(dir)).toEqual(['/about', '/services/mvp']);
  });

  it('reads the addresses of sitemap.xml for pages prerendered before the record was kept', () => {
    writeFileSync(
      path.join(dir, 'sitemap.xml'),
      '<urlset><url><loc>https://example.org/</loc></url><url><loc>https://example.org/about</loc></url></urlset>',
    );
    expect(readPageRecord(dir)).toEqual(['/', '/about']);
  });
});
