import { methodIds, roleIds, serviceIds } from '@isarlicht/shared';
import { glossaryTerms } from '../src/content/glossary';
import { methods } from '../src/content/methods';
import { roles } from '../src/content/roles';
import { services } from '../src/content/services';

const umlautSpelling = /\b(fuer|[Uu]eber|moeglich|koennen|waehrend|[Ll]oesung(en)?)\b/;

describe.each([
  ['services', services, serviceIds],
  ['methods', methods, methodIds],
  ['roles', roles, roleIds],
] as const)('%s content', (_name, entries, ids) => {
  it('has exactly one entry per id of the route contract, in contract order', () => {
    expect(entries.map((entry) => entry.id)).toEqual([...ids]);
  });

  it('has a heading, a teaser and a search-result description of the right length', () => {
    const outOfRange = entries.filter((entry) => entry.metaDescription.length < 120 || entry.metaDescription.length > 160);
    expect(outOfRange.map((entry) => entry.id)).toEqual([]);
    for (const entry of entries) {
      expect(entry.title.trim().length).toBeGreaterThan(2);
      expect(entry.teaser.length).toBeGreaterThan(80);
      expect(`${entry.title} ${entry.teaser}`).not.toMatch(umlautSpelling);
    }
  });

  it('never repeats a title or description', () => {
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.metaDescription)).size).toBe(entries.length);
  });
});

describe('glossary', () => {
  it('explains at least 40 terms under unique kebab-case ids', () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(40);
    expect(new Set(glossaryTerms.map((term) => term.id)).size).toBe(glossaryTerms.length);
    for (const term of glossaryTerms) expect(term.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('links every term to services that exist', () => {
    for (const term of glossaryTerms) {
      expect(term.serviceIds.length).toBeGreaterThan(0);
      for (const id of term.serviceIds) expect(serviceIds).toContain(id);
    }
  });

  it('covers the core vocabulary of the services', () => {
    const ids = glossaryTerms.map((term) => term.id);
    for (const id of ['mvp', 'api', 'etl', 'rbac', 'microservices', 'low-code', 'scrum', 'kanban', 'llm', 'rag']) {
      expect(ids).toContain(id);
    }
  });
});
