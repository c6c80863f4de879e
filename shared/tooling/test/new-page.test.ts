import { readFileSync } from 'node:fs';
import path from 'node:path';
import { newPageFiles, type NewPageRequest } from '../src/new-page/new-page';
import { descriptionLength, pageCopy } from '../src/new-page/page-copy';
import { pageManifestOf } from '../src/remote-exposes';
import { pageSlices, type PageSlice } from '../src/new-page/slice-layouts';
import { styleViolations } from '../src/style-check';

const sliceDir = (slice: PageSlice) => path.join(__dirname, '..', '..', '..', `mfe-${slice}`);
const request = (slice: PageSlice, pagePath: string, title: string): NewPageRequest => ({
  slice,
  path: pagePath,
  title,
  manifestSource: readFileSync(path.join(sliceDir(slice), 'src', 'pages.ts'), 'utf8'),
  manifest: pageManifestOf(sliceDir(slice)),
});
const fileOf = (files: ReturnType<typeof newPageFiles>, name: string) => files.find(({ file }) => file === name)?.content ?? '';

describe('new-page', () => {
  it.each(pageSlices)('writes the component, the manifest entry and the unit test of a page of mfe-%s', (slice) => {
    const files = newPageFiles(request(slice, '/insights', 'Einblicke'));
    expect(files.map(({ file }) => file)).toEqual(['src/pages/insights/insights-page.tsx', 'src/pages.ts', 'test/insights-page.test.tsx']);
    const manifest = fileOf(files, 'src/pages.ts');
    const before = request(slice, '/insights', 'Einblicke').manifestSource;
    expect(manifest.startsWith(before.slice(0, before.lastIndexOf('\n]')))).toBe(true);
    expect(manifest).toMatch(
      /\n {2}\{ id: 'insights', path: '\/insights', module: 'insights\/insights-page', example: \{\}, prerender: true, sitemap: true \},\n\] as const satisfies PageManifest;\n$/,
    );
    const component = fileOf(files, 'src/pages/insights/insights-page.tsx');
    expect(component).toContain('export default function InsightsPage()');
    expect(component).toContain('<PageIntro eyebrow=');
    expect(component).toContain('title="Einblicke"');
    expect(fileOf(files, 'test/insights-page.test.tsx')).toContain(
      "import InsightsPage, { meta } from '../src/pages/insights/insights-page';",
    );
  });

  it('names a nested page by all its segments and keeps it in the folder of the first', () => {
    const files = newPageFiles(request('marketing', '/insights/ki-im-mittelstand', 'KI im Mittelstand'));
    expect(files[0]?.file).toBe('src/pages/insights/insights-ki-im-mittelstand-page.tsx');
    expect(files[0]?.content).toContain('export default function InsightsKiImMittelstandPage()');
  });

  it.each(['Einblicke', 'KI', 'Wie wir Projekte im Mittelstand planen, bauen und betreiben'])(
    'derives German copy from "%s" with a description search results show uncut',
    (title) => {
      for (const slice of pageSlices) {
        const copy = pageCopy(title, slice);
        expect(copy.description.length).toBeGreaterThanOrEqual(descriptionLength.min);
        expect(copy.description.length).toBeLessThanOrEqual(descriptionLength.max);
        expect(copy.description.startsWith(`${title}: `)).toBe(true);
        expect(copy.lead).toContain(title);
        expect([copy.description, copy.lead, copy.text].flatMap((text) => styleViolations(text, 'prose'))).toEqual([]);
      }
    },
  );

  it.each([
    ['/about', 'Über uns', 'mfe-marketing already declares /about (page about)'],
    ['/services/:serviceId', 'Leistung', '--path must be an address of lower-case words'],
    ['/Insights', 'Einblicke', '--path must be an address of lower-case words'],
    ['/insights/', 'Einblicke', '--path must be an address of lower-case words'],
    ['/insights', 'E', 'the title must have 2–60 characters'],
    ['/insights', 'Einblicke "intern"', 'the title must not contain quotes'],
  ])('refuses %s titled "%s"', (pagePath, title, message) => {
    expect(() => newPageFiles(request('marketing', pagePath, title))).toThrow(message);
  });

  it('refuses a manifest it cannot extend instead of guessing where the entry goes', () => {
    expect(() =>
      newPageFiles({ ...request('references', '/insights', 'Einblicke'), manifestSource: 'export const pages = [];\n' }),
    ).toThrow('src/pages.ts no longer ends its list');
  });
});
