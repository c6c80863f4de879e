/** @jest-environment node */
import { runInNewContext } from 'node:vm';
import { entryModule } from '../src/content/entry-module';
import { AssetPath } from '../src/content/front-matter';
import { pageEntry, parseMarkdownEntry } from '../src/content/markdown-entry';

const entry = (frontMatter: string, body: string) => `---\n${frontMatter}\n---\n\n${body}\n`;

describe('a content entry in Markdown', () => {
  it('reads the front matter as fields and the body as the rich-text model', () => {
    const parsed = parseMarkdownEntry(
      entry(
        'slug: kiekje\nanswer: no\ncount: 3\nlink: null\ntags:\n  - MVP\n  - KI\ntestimony:\n  author: Femke Jansen',
        'Ein Absatz\nüber zwei Zeilen.\n\nDas Ergebnis:\n\n- **Tagesberichte** in unter einer Minute\n- Fotos *ohne* Gesichter\n\nEin Schluss mit \\*Stern\\*.',
      ),
      'kiekje.reference.md',
    );
    expect(parsed.fields).toEqual({
      slug: 'kiekje',
      answer: 'no',
      count: 3,
      link: null,
      tags: ['MVP', 'KI'],
      testimony: { author: 'Femke Jansen' },
    });
    expect(parsed.body).toEqual([
      'Ein Absatz über zwei Zeilen.',
      'Das Ergebnis:',
      {
        list: [
          [{ strong: 'Tagesberichte' }, ' in unter einer Minute'],
          ['Fotos ', { em: 'ohne' }, ' Gesichter'],
        ],
      },
      'Ein Schluss mit *Stern*.',
    ]);
  });

  it('holds an !asset as a path relative to the entry, and refuses any other', () => {
    const parsed = parseMarkdownEntry(entry('image: !asset ../../assets/kiekje.svg', 'Text.'), 'kiekje.reference.md');
    expect(parsed.fields['image']).toEqual(new AssetPath('../../assets/kiekje.svg'));
    expect(() => parseMarkdownEntry(entry('image: !asset /assets/kiekje.svg', 'Text.'), 'kiekje.reference.md')).toThrow(/relativen Pfad/);
  });

  it.each([
    ['a heading', '# Überschrift', 7],
    ['a link', 'Siehe [hier](https://example.com).', 7],
    ['a numbered list', '1. erstens', 7],
    ['a nested list', '- außen\n  - innen', 8],
    ['code', 'Ein `code`-Wort.', 7],
    ['an image', '![Bild](a.png)', 7],
    ['nested emphasis', '**fett *und kursiv***', 7],
  ])('refuses %s, naming the file and its line', (_what, body, line) => {
    // Line 7 is the body's third line: `---`, the slug, `---`, a blank line, the first paragraph, a blank line.
    const source = entry('slug: kiekje', `Erster Absatz.\n\n${body}`);
    expect(() => parseMarkdownEntry(source, 'kiekje.reference.md')).toThrow(new RegExp(`^kiekje\\.reference\\.md:${line}: `));
  });

  it('refuses a file without front matter, a body field, a key twice and an empty body', () => {
    expect(() => parseMarkdownEntry('Nur Text.\n', 'a.md')).toThrow(/a\.md:1: .*Front Matter/);
    expect(() => parseMarkdownEntry(entry('body: Text', 'Text.'), 'a.md')).toThrow(/„body“/);
    expect(() => parseMarkdownEntry(entry('slug: a\nslug: b', 'Text.'), 'a.md')).toThrow(/a\.md:3: /);
    expect(() => parseMarkdownEntry(entry('slug: a', ''), 'a.md')).toThrow(/Text unter der Front Matter fehlt/);
  });
});

describe('the module of a content entry', () => {
  const parsed = parseMarkdownEntry(entry('slug: kiekje\nimage: !asset ../../assets/kiekje.svg', 'Text.'), 'kiekje.reference.md');

  it('imports each asset for the bundler', () => {
    expect(entryModule(parsed, 'esm')).toBe(
      'import asset0 from "../../assets/kiekje.svg";\nexport default {"slug":"kiekje","image":asset0,"body":["Text."]};\n',
    );
  });

  it('exports the same entry as CommonJS for Jest', () => {
    const required: string[] = [];
    const module = { exports: {} as unknown };
    const fakeRequire = (path: string) => {
      required.push(path);
      return { __esModule: true, default: '/assets/kiekje.123.svg' };
    };
    runInNewContext(entryModule(parsed, 'commonjs'), { require: fakeRequire, module });
    expect(required).toEqual(['../../assets/kiekje.svg']);
    expect(module.exports).toEqual({ __esModule: true, default: { slug: 'kiekje', image: '/assets/kiekje.123.svg', body: ['Text.'] } });
  });
});

describe('the page module of an entry whose collection has index modules', () => {
  const service = entry(
    'id: api-management\nname: API-Management\ngroup: integration\norder: 20\nteaser: T\nmetaDescription: M\ntopics: [API]\ncta: C',
    'Intro.',
  );
  const term = entry('id: api\nterm: API\nserviceIds: [api-management]\ndefinition: D\nrelevance: R', 'Beispiel.');

  it('leaves out the fields the index modules hold', () => {
    expect(pageEntry(service, 'api-management.service.md')).toEqual({ fields: { cta: 'C' }, body: ['Intro.'] });
    expect(pageEntry(term, 'api.term.md')).toEqual({ fields: { definition: 'D', relevance: 'R' }, body: ['Beispiel.'] });
  });

  it('keeps every field of an entry of any other collection', () => {
    expect(pageEntry(service, 'api-management.reference.md').fields).toEqual(parseMarkdownEntry(service, 'a.md').fields);
  });
});
