import path from 'node:path';
import { methodIds, roleIds, serviceIds, type ServiceId } from '@isarlicht/contracts';
import { entryFileIds, richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { findGlossaryTerm, glossaryTerms } from '../src/content/glossary';
import { findGlossaryArticle, glossaryArticles } from '../src/content/glossary-articles';
import { imprintSections } from '../src/content/legal/imprint';
import { privacySections } from '../src/content/legal/privacy';
import { termsSections } from '../src/content/legal/terms';
import type { LegalSection } from '../src/content/legal/types';
import { methods } from '../src/content/methods';
import { findRole, roles } from '../src/content/roles';
import { serviceDetails, servicePages } from '../src/content/service-details';
import { aiAutomationDetails } from '../src/content/service-details/ai-automation';
import { applicationsDetails } from '../src/content/service-details/applications';
import { commerceDetails } from '../src/content/service-details/commerce';
import { dataDetails } from '../src/content/service-details/data';
import { integrationDetails } from '../src/content/service-details/integration';
import { portalsDetails } from '../src/content/service-details/portals';
import { strategyProductDetails } from '../src/content/service-details/strategy-product';
import { serviceGroups, services } from '../src/content/services';
import type { GlossaryTerm, Service } from '../src/content/types';
import { glossaryArticleSchema, glossaryTermSchema, methodSchema, roleSchema, serviceDetailSchema } from './support/content-schema';
import { asciiUmlauts, filler, sentencesOf, stringsOf, wordCount } from './support/content-text';

/** The copy a visitor reads on a service page below the heading: everything but labels and links. */
const issuesOf = (result: { readonly error?: { readonly issues: readonly unknown[] } }) => result.error?.issues ?? [];

const entryFiles = (folder: string, kind: string) => entryFileIds(path.join(__dirname, '..', 'src', 'content', folder), kind);

const serviceBody = (service: Service): string[] => [
  ...richTextParagraphs(service.intro),
  service.audience,
  ...service.problems,
  ...service.steps.map((step) => step.text),
  ...service.outcomes,
  ...service.faq.flatMap((entry) => [entry.question, entry.answer]),
  service.cta,
];

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
    }
  });

  it('never repeats a title or description', () => {
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.metaDescription)).size).toBe(entries.length);
  });

  it('writes real umlauts and no placeholder or English filler', () => {
    for (const entry of entries) {
      for (const text of stringsOf(entry)) {
        expect(text).not.toMatch(asciiUmlauts);
        if (text !== entry.id) expect(`${entry.id}: ${text}`).not.toMatch(filler);
      }
    }
  });
});

describe('service pages', () => {
  it('read each text from the Markdown file named by its service, and every file is read', () => {
    expect(entryFiles('service-details', 'service')).toEqual(Object.keys(serviceDetails).sort());
  });

  it.each(Object.entries(serviceDetails))('%s has page text that fits the service detail schema', (_id, detail) => {
    expect(issuesOf(serviceDetailSchema.safeParse(detail))).toEqual([]);
  });

  it('fill every section: intro, audience, problems, steps, technologies, outcomes, three questions, call to action', () => {
    for (const service of servicePages) {
      expect(service.intro.length).toBeGreaterThanOrEqual(2);
      expect(service.audience.length).toBeGreaterThan(80);
      expect(service.problems.length).toBeGreaterThanOrEqual(3);
      expect(service.steps.length).toBeGreaterThanOrEqual(3);
      expect(service.technologies.length).toBeGreaterThanOrEqual(3);
      expect(service.outcomes.length).toBeGreaterThanOrEqual(3);
      expect(service.faq.length).toBeGreaterThanOrEqual(3);
      expect(service.cta.length).toBeGreaterThan(40);
    }
  });

  it('carry at least 250 words of body copy each', () => {
    const short = servicePages.filter((service) => wordCount(serviceBody(service)) < 250).map((service) => service.id);
    expect(short).toEqual([]);
  });

  it('write their own copy: no sentence appears on two service pages', () => {
    const seen = new Map<string, ServiceId>();
    const repeated: string[] = [];
    for (const service of servicePages) {
      const own = new Set(serviceBody(service).flatMap((text) => sentencesOf(text)));
      for (const sentence of own) {
        const first = seen.get(sentence);
        if (first) repeated.push(`${first} / ${service.id}: ${sentence}`);
        else seen.set(sentence, service.id);
      }
    }
    expect(repeated).toEqual([]);
  });

  it('link related services, references and industries, never themselves and never twice', () => {
    for (const service of servicePages) {
      const { related } = service;
      expect(related.services.length).toBeGreaterThanOrEqual(2);
      expect(related.references.length).toBeGreaterThanOrEqual(1);
      expect(related.industries.length).toBeGreaterThanOrEqual(1);
      expect(related.services).not.toContain(service.id);
      for (const list of [related.services, related.references, related.industries]) {
        expect(new Set<string>(list).size).toBe(list.length);
      }
    }
  });

  it('are each shown in exactly one group of the overview', () => {
    const grouped = serviceGroups.flatMap((group) => group.services.map((service) => service.id));
    expect([...grouped].sort()).toEqual([...serviceIds].sort());
  });

  it('keep their page text in the details file of their own group', () => {
    const detailFiles = [
      aiAutomationDetails,
      applicationsDetails,
      commerceDetails,
      dataDetails,
      integrationDetails,
      portalsDetails,
      strategyProductDetails,
    ];
    const groupIds = serviceGroups.map((group) => group.services.map((service) => service.id).sort());
    expect(detailFiles.map((details) => Object.keys(details).sort()).sort()).toEqual(groupIds.sort());
  });
});

describe.each([
  ['methods', 'method', methods, methodSchema],
  ['roles', 'role', roles, roleSchema],
] as const)('the %s collection', (collection, kind, entries, schema) => {
  it('reads each entry from the Markdown file named by its id, and every file is read', () => {
    expect(entryFiles(collection, kind)).toEqual(entries.map((entry) => entry.id).sort());
  });

  it.each(entries.map((entry) => [entry.id, entry] as const))('%s fits the schema', (_id, entry) => {
    expect(issuesOf(schema.safeParse(entry))).toEqual([]);
  });
});

describe.each([
  ['methods', methods],
  ['roles', roles],
] as const)('%s pages', (_name, entries) => {
  it('explain the practice in body copy and link neighbours of the right kind', () => {
    for (const entry of entries) {
      expect(entry.body.length).toBeGreaterThanOrEqual(2);
      expect(wordCount(richTextParagraphs(entry.body))).toBeGreaterThanOrEqual(120);
      const links = [...entry.related.methods, ...entry.related.roles];
      expect(links).not.toContain(entry.id);
      expect(links.length + entry.related.services.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('write their own copy: no sentence appears on two pages', () => {
    const all = entries.flatMap((entry) => [...new Set(richTextParagraphs(entry.body).flatMap((text) => sentencesOf(text)))]);
    expect(all.length).toBe(new Set(all).size);
  });
});

describe('glossary', () => {
  // Widened so that the optional fields of a term can be read on every entry.
  const terms: readonly GlossaryTerm[] = glossaryTerms;

  it('explains at least 40 terms under unique ids', () => {
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(40);
    expect(new Set(glossaryTerms.map((term) => term.id)).size).toBe(glossaryTerms.length);
  });

  it.each(terms.map((term) => [term.id, term] as const))('%s fits the glossary term schema', (_id, term) => {
    expect(issuesOf(glossaryTermSchema.safeParse(term))).toEqual([]);
  });

  it.each(Object.entries(glossaryArticles))('the article of %s fits the glossary article schema', (_id, article) => {
    expect(issuesOf(glossaryArticleSchema.safeParse(article))).toEqual([]);
  });

  it('gives every term its own description for search results', () => {
    const outOfRange = glossaryTerms.filter((term) => term.metaDescription.length < 120 || term.metaDescription.length > 160);
    expect(outOfRange.map((term) => term.id)).toEqual([]);
    expect(new Set(glossaryTerms.map((term) => term.metaDescription)).size).toBe(glossaryTerms.length);
    expect(new Set(glossaryTerms.map((term) => term.term)).size).toBe(glossaryTerms.length);
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

  it('gives every term at least 120 words of its own: what it is, an example from our projects, when it matters', () => {
    const short = glossaryTerms
      .map((term) => ({ id: term.id, article: findGlossaryArticle(term.id), definition: term.definition }))
      .filter(({ article, definition }) => !article || wordCount([definition, article.practice, article.relevance]) < 120);
    expect(short.map(({ id }) => id)).toEqual([]);
  });

  it('writes each term its own text: no sentence appears on two term pages', () => {
    const all = glossaryTerms.flatMap((term) => {
      const article = findGlossaryArticle(term.id);
      const texts = article ? [term.definition, article.practice, article.relevance] : [term.definition];
      return [...new Set(texts.flatMap((text) => sentencesOf(text)))];
    });
    expect(all.filter((sentence, index) => all.indexOf(sentence) !== index)).toEqual([]);
  });

  it('cites each reference of an example once', () => {
    for (const term of glossaryTerms) {
      const references = findGlossaryArticle(term.id)?.references ?? [];
      expect(new Set(references).size).toBe(references.length);
    }
  });

  it('links the terms that are also practices of ours to their practice page, and back', () => {
    const paired = terms.filter((term) => term.practicePage);
    expect(paired.map((term) => term.id).sort()).toEqual(['design-thinking', 'kanban', 'scrum']);
    for (const term of paired) expect(findRole(term.practicePage)?.glossaryTermId).toBe(term.id);
    for (const role of roles.filter((entry) => entry.glossaryTermId)) {
      expect(findGlossaryTerm(role.glossaryTermId)?.practicePage).toBe(role.id);
    }
  });

  it('keeps definition and practice page apart: no sentence of a term page appears on its practice page', () => {
    for (const term of terms.filter((entry) => entry.practicePage)) {
      const article = findGlossaryArticle(term.id);
      const own = [term.definition, article?.practice ?? '', article?.relevance ?? ''].flatMap((text) => sentencesOf(text));
      const role = findRole(term.practicePage);
      const practice = role ? richTextParagraphs(role.body).flatMap((text) => sentencesOf(text)) : [];
      expect(own.filter((sentence) => practice.includes(sentence))).toEqual([]);
    }
  });

  it('writes real umlauts and no placeholder or English filler', () => {
    for (const term of glossaryTerms) {
      const article = findGlossaryArticle(term.id);
      for (const text of [term.definition, term.metaDescription, article?.practice ?? '', article?.relevance ?? '']) {
        expect(text).not.toMatch(asciiUmlauts);
        expect(text).not.toMatch(filler);
      }
    }
  });
});

describe('legal texts', () => {
  const all: readonly LegalSection[] = [...imprintSections, ...privacySections, ...termsSections];

  it('use section ids that are unique on their page', () => {
    const impressumIds = [...imprintSections, ...privacySections].map((section) => section.id);
    expect(new Set(impressumIds).size).toBe(impressumIds.length);
    expect(impressumIds).not.toContain('datenschutz');
    expect(new Set(termsSections.map((section) => section.id)).size).toBe(termsSections.length);
  });

  it('describe what the site actually stores and loads', () => {
    const privacy = stringsOf(privacySections).join(' ');
    for (const fact of [
      '„cookieConsent“',
      '„appVersion“',
      'Google Analytics 4',
      'Vapi',
      'HubSpot Meetings',
      'Google Maps',
      'Art. 77 DSGVO',
      '14 Tagen',
    ]) {
      expect(privacy).toContain(fact);
    }
  });

  it('name the cookies of Google Analytics 4 and call its identifier pseudonymous, not anonymous', () => {
    const analytics = stringsOf(privacySections.filter((section) => section.id === 'google-analytics')).join(' ');
    expect(analytics).toContain('„_ga“');
    expect(analytics).toContain('„_ga_<Container-ID>“');
    expect(analytics).toContain('pseudonym');
    expect(analytics).not.toMatch(/_gid|_gat|anonym/);
  });

  it('say where the calls of the voice assistant are kept and who processes them', () => {
    const assistant = stringsOf(privacySections.filter((section) => section.id === 'ki-assistent')).join(' ');
    for (const fact of [
      'Spracherkennung',
      'Sprachmodell',
      'Sprachsynthese',
      'speichert Vapi in unserem Konto',
      'direkt bei Vapi',
      'Einstellung in unserem Vapi-Konto',
    ]) {
      expect(assistant).toContain(fact);
    }
  });

  it('keep offers binding for a stated period and limit liability for essential duties to the foreseeable damage only', () => {
    const terms = stringsOf(termsSections).join(' ');
    expect(terms).not.toMatch(/freibleibend/);
    expect(terms).toContain('30 Tage ab dem Angebotsdatum gebunden');
    const liability = stringsOf(termsSections.filter((section) => section.id === 'haftung')).join(' ');
    expect(liability).toContain('vorhersehbaren, vertragstypischen Schaden begrenzt.');
    expect(liability).not.toMatch(/höchstens|Vergütung/);
  });

  it('write real umlauts and no placeholder text', () => {
    for (const text of all.flatMap((section) => [section.title, ...section.paragraphs, ...(section.items ?? [])])) {
      expect(text).not.toMatch(asciiUmlauts);
      expect(text).not.toMatch(/lorem|ipsum|platzhalter|\bTODO\b/i);
    }
  });
});
