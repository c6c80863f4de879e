import { siteConfig } from '@isarlicht/site-content/site-config';
import { glossaryTerms } from '../src/content/glossary';
import { findGlossaryArticle } from '../src/content/glossary/find-article';
import { roles } from '../src/content/roles';
import * as glossaryTermPage from '../src/pages/glossary/glossary-term-page';
import * as rolePage from '../src/pages/methods/role-page';
import { pageCases, preparePages } from './support/pages';
import { snippetPattern } from './support/snippet-pattern';

/** The names a term goes by: "API (Programmierschnittstelle)", "API", "Programmierschnittstelle". */
const namesOf = (term: string) => [term, ...term.split(/\s*[()]\s*/).filter(Boolean)];

/** Values that occur more than once. */
const repeated = (values: readonly string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('what search results show of this slice', () => {
  beforeAll(preparePages);

  it('leaves the agency name to the document title: no meta description names it', () => {
    const named = pageCases
      .map((pageCase) => ({ path: pageCase.path, description: pageCase.module.meta(pageCase.params)?.description ?? '' }))
      .filter(({ description }) => description.includes(siteConfig.name));
    expect(named.map(({ path }) => path)).toEqual([]);
  });

  it('writes each glossary description for its term: no two open or close alike once the term is set aside', () => {
    const patterns = glossaryTerms.map((term) => snippetPattern(findGlossaryArticle(term.id)?.metaDescription ?? '', namesOf(term.term)));
    expect(repeated(patterns.map((pattern) => pattern.opening))).toEqual([]);
    expect(repeated(patterns.map((pattern) => pattern.closing))).toEqual([]);
  });

  it.each(roles.filter((role) => role.glossaryTermId).map((role) => [role.id, role] as const))(
    '%s and its glossary term answer different searches and link to each other',
    (_id, role) => {
      const term = glossaryTerms.find((entry) => entry.id === role.glossaryTermId);
      const roleTitle = rolePage.meta({ roleId: role.id })?.title;
      const termTitle = glossaryTermPage.meta({ termId: role.glossaryTermId ?? '' })?.title;
      expect(term).toBeDefined();
      expect([roleTitle, termTitle]).not.toContain(term?.term);
      expect(roleTitle).not.toBe(termTitle);
      expect(findGlossaryArticle(role.glossaryTermId ?? '')?.practicePage).toBe(role.id);
    },
  );
});
