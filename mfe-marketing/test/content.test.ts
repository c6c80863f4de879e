/** @jest-environment node */
import path from 'node:path';
import type { z } from 'zod';
import { methodIds, roleIds, serviceIds, type ServiceId } from '@isarlicht/contracts/routes/ids';
import { entryFileIds, richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { glossaryTerms } from '../src/content/glossary';
import { imprintSections } from '../src/content/legal/imprint';
import { privacySections } from '../src/content/legal/privacy';
import { termsSections } from '../src/content/legal/terms';
import type { LegalSection } from '../src/content/legal/types';
import { methods } from '../src/content/methods';
import { findRole, roles } from '../src/content/roles';
import { serviceGroups, services } from '../src/content/services';
import { servicePageLoaders } from '../src/content/services/service-pages.generated';
import { glossaryEntrySchema, methodSchema, roleSchema, serviceEntrySchema } from './support/content-schema';
import { asciiUmlauts, filler, sentencesOf, stringsOf, wordCount } from './support/content-text';
import { fitting, writtenServices, writtenTerms } from './support/written-entries';

const issuesOf = (result: { readonly error?: { readonly issues: readonly unknown[] } }) => result.error?.issues ?? [];

const entryFiles = (folder: string, kind: string) => entryFileIds(path.join(__dirname, '..', 'src', 'content', folder), kind);

type ServiceEntry = z.infer<typeof serviceEntrySchema>;
type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;
const serviceEntries: readonly ServiceEntry[] = fitting(writtenServices, serviceEntrySchema);
const termEntries: readonly GlossaryEntry[] = fitting(writtenTerms, glossaryEntrySchema);

/** The copy a visitor reads on a service page below the heading: everything but labels and links. */
const serviceBody = (service: ServiceEntry): string[] => [
  ...richTextParagraphs(service.body),
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
  it('each have one Markdown entry named by its id, and a page loader for it', () => {
    expect(entryFiles('services', 'service')).toEqual([...serviceIds].sort());
    expect(Object.keys(servicePageLoaders).sort()).toEqual([...serviceIds].sort());
  });

  it.each(writtenServices.map(({ file, entry }) => [file, entry] as const))('%s fits the service entry schema', (_file, entry) => {
    expect(issuesOf(serviceEntrySchema.safeParse(entry))).toEqual([]);
  });

  it('fill every section: intro, audience, problems, steps, technologies, outcomes, three questions, call to action', () => {
    expect(serviceEntries).toHaveLength(writtenServices.length);
    for (const service of serviceEntries) {
      expect(service.body.length).toBeGreaterThanOrEqual(2);
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
    const short = serviceEntries.filter((service) => wordCount(serviceBody(service)) < 250).map((service) => service.id);
    expect(short).toEqual([]);
  });

  it('write their own copy: no sentence appears on two service pages', () => {
    const seen = new Map<string, ServiceId>();
    const repeated: string[] = [];
    for (const service of serviceEntries) {
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
    for (const service of serviceEntries) {
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

  it('are each shown in exactly one group of the overview, in the order of their entries', () => {
    const grouped = serviceGroups.flatMap((group) => group.services.map((service) => service.id));
    expect([...grouped].sort()).toEqual([...serviceIds].sort());
    for (const group of serviceGroups) {
      const entries = serviceEntries.filter((entry) => entry.group === group.id).sort((a, b) => a.order - b.order);
      expect(group.services.map((service) => service.id)).toEqual(entries.map((entry) => entry.id));
    }
  });

  it('show the name, teaser and description of their entry on their cards', () => {
    for (const entry of serviceEntries) {
      const { name, teaser, metaDescription } = entry;
      expect(services.find((service) => service.id === entry.id)).toEqual({ id: entry.id, title: name, teaser, metaDescription });
    }
  });
});

describe('a planted bad entry', () => {
  const [good] = serviceEntries;
  const [term] = termEntries;

  it.each([
    ['a missing teaser', { ...good, teaser: undefined }],
    ['an unknown field', { ...good, teasr: 'Ein Tippfehler im Feldnamen.' }],
    ['an overview group that does not exist', { ...good, group: 'sonstiges' }],
    ['a related service that does not exist', { ...good, related: { ...good?.related, services: ['web-development'] } }],
    ['a related reference named twice', { ...good, related: { ...good?.related, references: ['kiekje', 'kiekje'] } }],
    ['an empty body', { ...good, body: [] }],
  ])('of a service is refused: %s', (_what, entry) => {
    expect(issuesOf(serviceEntrySchema.safeParse(entry))).not.toEqual([]);
  });

  it.each([
    ['no services', { ...term, serviceIds: [] }],
    ['a practice page that does not exist', { ...term, practicePage: 'ceo' }],
    ['a reference that does not exist', { ...term, references: ['gibt-es-nicht'] }],
    ['a description too long for search results', { ...term, metaDescription: 'Zu lang. '.repeat(20) }],
  ])('of a glossary term is refused: %s', (_what, entry) => {
    expect(issuesOf(glossaryEntrySchema.safeParse(entry))).not.toEqual([]);
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
  it('explains at least 40 terms, each in one Markdown entry named by its id', () => {
    expect(termEntries.length).toBeGreaterThanOrEqual(40);
    expect(entryFiles('glossary', 'term')).toEqual(termEntries.map((term) => term.id));
    expect(glossaryTerms.map((term) => term.id)).toEqual(termEntries.map((term) => term.id));
  });

  it.each(writtenTerms.map(({ file, entry }) => [file, entry] as const))('%s fits the glossary entry schema', (_file, entry) => {
    expect(issuesOf(glossaryEntrySchema.safeParse(entry))).toEqual([]);
  });

  it('gives every term its own description for search results', () => {
    expect(termEntries).toHaveLength(writtenTerms.length);
    const outOfRange = termEntries.filter((term) => term.metaDescription.length < 120 || term.metaDescription.length > 160);
    expect(outOfRange.map((term) => term.id)).toEqual([]);
    expect(new Set(termEntries.map((term) => term.metaDescription)).size).toBe(termEntries.length);
    expect(new Set(termEntries.map((term) => term.term)).size).toBe(termEntries.length);
  });

  it('covers the core vocabulary of the services', () => {
    const ids = termEntries.map((term) => term.id);
    for (const id of ['mvp', 'api', 'etl', 'rbac', 'microservices', 'low-code', 'scrum', 'kanban', 'llm', 'rag']) {
      expect(ids).toContain(id);
    }
  });

  const ownTexts = (term: GlossaryEntry) => [term.definition, ...richTextParagraphs(term.body), term.relevance];

  it('gives every term at least 120 words of its own: what it is, an example from our projects, when it matters', () => {
    expect(termEntries.filter((term) => wordCount(ownTexts(term)) < 120).map((term) => term.id)).toEqual([]);
  });

  it('writes each term its own text: no sentence appears on two term pages', () => {
    const all = termEntries.flatMap((term) => [...new Set(ownTexts(term).flatMap((text) => sentencesOf(text)))]);
    expect(all.filter((sentence, index) => all.indexOf(sentence) !== index)).toEqual([]);
  });

  it('links the terms that are also practices of ours to their practice page, and back', () => {
    const paired = termEntries.filter((term) => term.practicePage);
    expect(paired.map((term) => term.id).sort()).toEqual(['design-thinking', 'kanban', 'scrum']);
    for (const term of paired) expect(findRole(term.practicePage)?.glossaryTermId).toBe(term.id);
    for (const role of roles.filter((entry) => entry.glossaryTermId)) {
      expect(termEntries.find((term) => term.id === role.glossaryTermId)?.practicePage).toBe(role.id);
    }
  });

  it('keeps definition and practice page apart: no sentence of a term page appears on its practice page', () => {
    for (const term of termEntries.filter((entry) => entry.practicePage)) {
      const own = ownTexts(term).flatMap((text) => sentencesOf(text));
      const role = findRole(term.practicePage);
      const practice = role ? richTextParagraphs(role.body).flatMap((text) => sentencesOf(text)) : [];
      expect(own.filter((sentence) => practice.includes(sentence))).toEqual([]);
    }
  });

  it('writes real umlauts and no placeholder or English filler', () => {
    for (const term of termEntries) {
      for (const text of [...ownTexts(term), term.metaDescription]) {
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
    for (const text of all.flatMap((section) => [section.title, ...richTextParagraphs(section.text)])) {
      expect(text).not.toMatch(asciiUmlauts);
      expect(text).not.toMatch(/lorem|ipsum|platzhalter|\bTODO\b/i);
    }
  });
});
