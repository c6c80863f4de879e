/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { glossaryCollection, serviceCollection } from '../src/content/collections';
import { glossaryIndexModules } from '../src/content/glossary-index-modules';
import { staleModules } from '../src/content/index-modules';
import { readCollection } from '../src/content/read-collection';
import { serviceIndexModules } from '../src/content/service-index-modules';

const service = (id: string, group: string, order: number) =>
  `---\nid: ${id}\nname: Name ${id}\ngroup: ${group}\norder: ${order}\nteaser: Teaser.\nmetaDescription: Beschreibung.\ntopics: [Wort]\ncta: Ruf an.\n---\n\nIntro.\n`;

describe('the index modules of the content entries', () => {
  let root = '';
  const folder = () => path.join(root, serviceCollection.folder);
  const write = (name: string, source: string) => writeFileSync(path.join(folder(), name), source);
  const sourceOf = (modules: { file: string; source: string }[], file: string) =>
    modules.find((module) => module.file.endsWith(file))?.source ?? '';

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(folder(), { recursive: true });
    write('web-apps.service.md', service('web-apps', 'anwendungen', 20));
    write('ai.service.md', service('ai', 'ki', 10));
    write('portal.service.md', service('portal', 'anwendungen', 10));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('derive the ids, the names, the topics, the cards and the page loaders from the entries', () => {
    const modules = serviceIndexModules(readCollection(root, serviceCollection));
    expect(modules.map((module) => module.file)).toEqual([
      'shared/contracts/src/routes/service-ids.generated.ts',
      'shared/site-content/src/names/service-names.generated.ts',
      'shared/tooling/src/service-topics.generated.ts',
      'mfe-marketing/src/content/services/service-cards.generated.ts',
      'mfe-marketing/src/content/services/service-pages.generated.ts',
    ]);
    expect(sourceOf(modules, 'service-ids.generated.ts')).toContain(
      'export const serviceIds = [\n  "ai",\n  "portal",\n  "web-apps",\n] as const;',
    );
    expect(sourceOf(modules, 'service-names.generated.ts')).toContain('\n  "web-apps": "Name web-apps",\n');
    expect(sourceOf(modules, 'service-topics.generated.ts')).toContain('\n  "web-apps": ["Wort"],\n');
    const cards = sourceOf(modules, 'service-cards.generated.ts');
    // A group's cards in the order of their `order`, whatever the order of the files.
    expect(cards.indexOf('id: "portal"')).toBeLessThan(cards.indexOf('id: "web-apps"'));
    expect(cards).toContain('{ id: "ai", group: "ki", title: serviceNames["ai"], teaser: "Teaser.", metaDescription: "Beschreibung." },');
    const pages = sourceOf(modules, 'service-pages.generated.ts');
    // The page texts of a group share one chunk.
    expect(pages).toContain('"web-apps": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./web-apps.service.md"),');
    expect(pages).toContain('"portal": () => import(/* webpackChunkName: "service-pages-anwendungen" */ "./portal.service.md"),');
    expect(pages).toContain('"ai": () => import(/* webpackChunkName: "service-pages-ki" */ "./ai.service.md"),');
  });

  it.each([
    [
      'an entry whose id is not its file name',
      'ai.service.md',
      service('ki', 'ki', 10),
      /ai\.service\.md:2: „id“ ist nicht der Name der Datei/,
    ],
    ['an entry without its name', 'ai.service.md', service('ai', 'ki', 10).replace('name: Name ai\n', ''), /ai\.service\.md:2: name: /],
    [
      'an entry with an order that is no number',
      'ai.service.md',
      service('ai', 'ki', 10).replace('order: 10', 'order: erste'),
      /ai\.service\.md:2: order: /,
    ],
    [
      'a Markdown file not named as an entry',
      'ai.md',
      service('ai', 'ki', 10),
      /ai\.md:1: ein Eintrag dieses Ordners heißt <id>\.service\.md/,
    ],
  ])('refuse %s, naming the file', (_what, name, source, message) => {
    write(name, source);
    expect(() => readCollection(root, serviceCollection)).toThrow(message);
  });

  it('find a module that is not what the entries give, and one that is missing', () => {
    const modules = serviceIndexModules(readCollection(root, serviceCollection));
    for (const { file, source } of modules) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    expect(staleModules(root, modules)).toEqual([]);
    write('ai.service.md', service('ai', 'ki', 10).replace('name: Name ai', 'name: Neuer Name'));
    rmSync(path.join(root, 'shared/tooling/src/service-topics.generated.ts'));
    expect(staleModules(root, serviceIndexModules(readCollection(root, serviceCollection)))).toEqual([
      'shared/site-content/src/names/service-names.generated.ts',
      'shared/tooling/src/service-topics.generated.ts',
    ]);
  });

  it('refuse two cards at the same place of a group', () => {
    write('web-apps.service.md', service('web-apps', 'anwendungen', 10));
    expect(() => serviceIndexModules(readCollection(root, serviceCollection))).toThrow(/„order: 10“ hat in „anwendungen“ schon/);
  });

  it('derive the term list and the map of the term pages from the glossary entries', () => {
    const terms = path.join(root, glossaryCollection.folder);
    mkdirSync(terms, { recursive: true });
    writeFileSync(
      path.join(terms, 'ci-cd.term.md'),
      '---\nid: ci-cd\nterm: CI/CD\nserviceIds: [web-apps]\nrelevance: R\n---\n\nBeispiel.\n',
    );
    const modules = glossaryIndexModules(readCollection(root, glossaryCollection));
    expect(sourceOf(modules, 'terms.generated.ts')).toContain('\n  { id: "ci-cd", term: "CI/CD", serviceIds: ["web-apps"] },\n');
    const articles = sourceOf(modules, 'articles.generated.ts');
    expect(articles).toContain('import ciCdTerm from "./ci-cd.term.md";');
    expect(articles).toContain('\n  "ci-cd": ciCdTerm,\n');
  });
});
