import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { folderPages, readStoredRecord } from '../../src/store';
import { recordingFs as recording } from '../support/recording-fs';

let root = '';
let log: string[] = [];
const recordingFs = recording(() => ({ root, log }));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'isarlicht-pages-'));
  log = [];
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the pages in a folder', () => {
  it('replaces a page whole: temp file, fsync, rename, fsync of its folder', async () => {
    await folderPages(root, recordingFs).writePage('services/mvp.html', '<h1>MVP</h1>');
    const staged = log.at(-4)?.replace(/^writeFile /, '') ?? '';
    expect(staged).toMatch(new RegExp(`^services/\\.mvp\\.html\\.${process.pid}-\\d+\\.tmp$`));
    expect(log.slice(-4)).toEqual([`writeFile ${staged}`, `fsync ${staged}`, `rename ${staged} -> services/mvp.html`, 'fsync services']);
    expect(readFileSync(path.join(root, 'services', 'mvp.html'), 'utf8')).toBe('<h1>MVP</h1>');
  });

  it('revalidates a page by its version, lists the page files only, and refuses a name that would climb out', async () => {
    const pages = folderPages(root);
    await pages.writePage('index.html', 'Start');
    await pages.writePage('sitemap.xml', '<urlset/>');
    writeFileSync(path.join(root, '.index.html.4242.tmp'), 'a write cut short');
    writeFileSync(path.join(root, 'main.js'), 'the shell build');
    const read = await pages.readPage('index.html');
    expect(await pages.revalidatePage('index.html', read?.version ?? null)).toEqual({ state: 'unchanged' });
    await pages.writePage('index.html', 'Neu');
    expect(await pages.revalidatePage('index.html', read?.version ?? null)).toMatchObject({ state: 'changed', body: Buffer.from('Neu') });
    await pages.removePage('index.html');
    expect(await pages.revalidatePage('index.html', read?.version ?? null)).toEqual({ state: 'missing' });
    expect(await pages.listPages()).toEqual(['sitemap.xml']);
    await expect(pages.writePage('../escaped.html', 'x')).rejects.toThrow(/is not a page file/);
  });

  it('reads the record with the releases the pages were rendered from, and the older list of addresses', async () => {
    const pages = folderPages(root);
    expect(await readStoredRecord(pages)).toBeNull();
    await pages.writePage('.prerendered.json', JSON.stringify(['/about']));
    expect(await readStoredRecord(pages)).toEqual({ paths: ['/about'], listed: [], releases: {} });
    await pages.writePage('.prerendered.json', JSON.stringify({ paths: ['/'], releases: { marketing: 'r2', unknown: 'x' } }));
    expect(await readStoredRecord(pages)).toEqual({ paths: ['/'], listed: [], releases: { marketing: 'r2' } });
    // A record written before it kept the listed addresses: the ones its sitemap lists.
    await pages.writePage('sitemap.xml', '<urlset><url><loc>https://www.isarlicht-digital.de/</loc></url></urlset>');
    expect(await readStoredRecord(pages)).toEqual({ paths: ['/'], listed: ['/'], releases: { marketing: 'r2' } });
    await pages.writePage('.prerendered.json', JSON.stringify({ paths: ['/', '/about'], listed: ['/about'], releases: {} }));
    expect(await readStoredRecord(pages)).toEqual({ paths: ['/', '/about'], listed: ['/about'], releases: {} });
  });
});
