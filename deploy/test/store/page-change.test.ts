import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyPageChange, commitPageChange, folderPages, readStoredRecord } from '../../src/store';

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'isarlicht-page-change-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const record = {
  paths: ['/', '/about', '/references/alt'],
  listed: ['/', '/references/alt'],
  releases: { marketing: 'm1', references: 'r1' },
};

describe("a slice's page change (docs/decisions/062)", () => {
  it('replaces its addresses, drops the retired ones and keeps every other slice as it is', () => {
    const change = {
      remote: 'references' as const,
      release: 'r2',
      rendered: ['/references/neu'],
      listed: ['/references/neu'],
      retired: ['/references/alt'],
    };
    expect(applyPageChange(record, change)).toEqual({
      paths: ['/', '/about', '/references/neu'],
      listed: ['/', '/references/neu'],
      releases: { marketing: 'm1', references: 'r2' },
    });
  });

  it('writes the sitemap of the merged record, then the record; a lock a killed deploy left refuses it in one line that names the lock', async () => {
    const pages = folderPages(root);
    const writes: number[] = [];
    await commitPageChange(pages, { remote: 'marketing', release: 'm1', rendered: ['/', '/about'], listed: ['/'], retired: [] }, () =>
      writes.push(writes.length + 1),
    );
    expect(writes).toEqual([1, 2]);
    expect((await pages.readPage('sitemap.xml'))?.body.toString('utf8')).toContain('<loc>https://www.isarlicht-digital.de/</loc>');
    expect((await pages.readPage('sitemap.xml'))?.body.toString('utf8')).not.toContain('/about');
    writeFileSync(path.join(root, '.prerendered.json.lock'), JSON.stringify({ pid: 4242 }));
    await expect(
      commitPageChange(pages, { remote: 'references', release: 'r1', rendered: ['/references'], listed: [], retired: [] }),
    ).rejects.toThrow(/^the page record in .+ was not written after 12 tries \(.+\.prerendered\.json\.lock is held: .+\): deploy again/);
    expect((await readStoredRecord(pages))?.releases).toEqual({ marketing: 'm1' });
  }, 20_000);
});
