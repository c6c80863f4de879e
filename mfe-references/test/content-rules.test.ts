import { serviceNames } from '@isarlicht/site-content/names/page-names';
import { richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { mentionsService, mentionsTopic } from '@isarlicht/tooling/service-topics';
import { stringsOf, styleViolations, type TextKind } from '@isarlicht/tooling/style-check';
import { industries as industryEntries } from '../src/content/industries';
import { topicsOf } from '../src/content/industry-topics';
import { findReference } from '../src/content/lookup';
import { references as referenceEntries } from '../src/content/references';
import type { Industry, Reference } from '../src/content/types';

const references: readonly Reference[] = referenceEntries;
const industries: readonly Industry[] = industryEntries;

const percentages = (text: string) => (text.match(/\d+(?:,\d+)? ?%/g) ?? []).map((found) => found.replace(' ', ''));
const citedResults = (industry: Industry) => industry.references.flatMap((slug) => findReference(slug)?.results ?? []);
const industryText = (industry: Industry) =>
  [
    industry.description,
    industry.metaDescription,
    ...richTextParagraphs(industry.longDescription),
    ...industry.challenges,
    ...industry.solutions,
  ].join(' ');

describe('claims match the evidence', () => {
  it('states a percentage in a reference meta description only if the reference measured it', () => {
    const unsupported = references.flatMap((reference) =>
      percentages(reference.metaDescription)
        .filter((figure) => !percentages((reference.results ?? []).join(' ')).includes(figure))
        .map((figure) => `${reference.slug}: ${figure}`),
    );
    expect(unsupported).toEqual([]);
  });

  it('states a percentage in industry text only if a cited reference measured it (quotes stay quotes)', () => {
    const unsupported = industries.flatMap((industry) =>
      percentages(industryText(industry))
        .filter((figure) => !percentages(citedResults(industry).join(' ')).includes(figure))
        .map((figure) => `${industry.id}: ${figure}`),
    );
    expect(unsupported).toEqual([]);
  });

  it('gives every measured percentage a period and a baseline', () => {
    const vague = references
      .flatMap((reference) => reference.results ?? [])
      .filter((result) => percentages(result).length > 0)
      .filter(
        (result) =>
          !/Jahr|Monat|Woche|Spielzeit|Saison|innerhalb/.test(result) || !/\bvon \d.* auf\b|\bvorher\b|\bstatt\b|\bzuvor\b/.test(result),
      );
    expect(vague).toEqual([]);
  });

  it('says "in der Regel" when it promises an MVP in eight weeks in general', () => {
    const promises = industries
      .flatMap((industry) => [industry.description, ...industry.solutions])
      .filter((text) => /MVP.*acht Wochen|acht Wochen.*MVP/.test(text));
    expect(promises.filter((text) => !text.includes('in der Regel'))).toEqual([]);
  });

  it('shows at least one MVP that took longer than eight weeks, and why', () => {
    const longer = references.filter((reference) => /MVP in \d+ statt der geplanten 8 Wochen/.test(reference.timeframe));
    expect(longer.length).toBeGreaterThan(0);
    for (const reference of longer)
      expect(richTextParagraphs(reference.fullDescription).join(' ')).toMatch(/Geplant waren dafür acht Wochen, gebraucht haben wir \d+:/);
  });
});

describe('cross links are justified by the content of both ends', () => {
  it.each(industries.map((industry) => [industry.id, industry] as const))(
    '%s recommends only services its own text talks about',
    (_id, industry) => {
      const unjustified = industry.services.filter((id) => !mentionsService(industryText(industry), id, serviceNames[id]));
      expect(unjustified).toEqual([]);
    },
  );

  it.each(industries.map((industry) => [industry.id, industry] as const))(
    '%s cites only references that share one of its topics',
    (_id, industry) => {
      const unrelated = industry.references.filter((slug) => {
        const text = stringsOf(findReference(slug)).join(' ');
        return !topicsOf(industry).some((topic) => mentionsTopic(text, topic));
      });
      expect(unrelated).toEqual([]);
    },
  );
});

/** Named people's own job titles ("Gründer und CEO") are facts about a person, not generic language. */
const { prose: referenceProse, data: referenceData } = {
  prose: references.flatMap((reference) => [
    reference.shortDescription,
    reference.metaDescription,
    reference.description,
    ...richTextParagraphs(reference.fullDescription),
    reference.imageAlt,
    reference.challenge,
    reference.solution,
    reference.testimony?.quote ?? '',
    ...(reference.kind === 'workshop' ? reference.workshopFormat.map((day) => day.text) : []),
  ]),
  data: references.flatMap((reference) => [
    reference.title,
    reference.timeframe,
    ...reference.tags,
    ...reference.features,
    ...reference.technologies,
    ...(reference.results ?? []),
  ]),
};
const industryProse = industries.flatMap((industry) => [
  industryText(industry),
  ...industry.testimonials.map((testimonial) => testimonial.quote),
]);
const industryData = industries.flatMap((industry) => [
  industry.title,
  industry.shortTitle,
  industry.softwareFor,
  industry.seoTitle,
  industry.keywords,
]);

describe('one voice: the checkable rules of the style sheet', () => {
  it.each<[string, readonly string[], TextKind]>([
    ['reference text', referenceProse, 'prose'],
    ['reference facts', referenceData, 'data'],
    ['industry text', industryProse, 'prose'],
    ['industry names and topics', industryData, 'data'],
  ])('%s follows the style sheet', (_label, texts, kind) => {
    expect(texts.flatMap((text) => styleViolations(text, kind))).toEqual([]);
  });
});
