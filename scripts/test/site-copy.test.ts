import { richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { glossaryCollection, readCollection, repositoryRoot, serviceCollection } from '@isarlicht/tooling/content-collections';
import { stringsOf } from '@isarlicht/tooling/style-check';
import { methods } from 'mfe-marketing/content/methods';
import { roles } from 'mfe-marketing/content/roles';
import * as aboutPage from 'mfe-marketing/pages/about/about-content';
import * as homePage from 'mfe-marketing/pages/home/home-content';
import { industries } from 'mfe-references/content/industries';
import { references } from 'mfe-references/content/references';

/*
 * Rules of the style sheet (docs/style-guide.md) that only the whole site can check: a
 * page is one page whichever slice renders it, so this repository-level test reads the
 * content of both (the remotes may not import each other).
 */

interface Page {
  readonly page: string;
  readonly texts: readonly string[];
}

/** Every text of a value, with rich text as whole paragraphs so that a sentence stays one string. */
const textsOf = ({ body, ...fields }: { readonly body: Parameters<typeof richTextParagraphs>[0] } & object): string[] => [
  ...stringsOf(fields),
  ...richTextParagraphs(body),
];

const marketingPages: Page[] = [
  // A key figure reads with its text: "8 Wochen in der Regel von der Idee …".
  {
    page: 'home',
    texts: [
      ...homePage.claims.map((claim) => `${claim.figure} ${claim.text}`),
      ...stringsOf([homePage.processSteps, homePage.featuredReferences]),
    ],
  },
  { page: 'about', texts: stringsOf(aboutPage) },
  ...readCollection(repositoryRoot, serviceCollection).map(({ index, fields, body }) => ({
    page: `services/${index.id}`,
    texts: textsOf({ ...fields, body }),
  })),
  ...readCollection(repositoryRoot, glossaryCollection).map(({ index, fields, body }) => ({
    page: `glossary/${index.id}`,
    texts: textsOf({ ...fields, body }),
  })),
  ...methods.map((method) => ({ page: `methods/${method.id}`, texts: stringsOf(method) })),
  ...roles.map((role) => ({ page: `roles/${role.id}`, texts: stringsOf(role) })),
];
const referencePages: Page[] = references.map(({ fullDescription, ...fields }) => ({
  page: `references/${fields.slug}`,
  texts: textsOf({ ...fields, body: fullDescription }),
}));
const industryPages: Page[] = industries.map(({ longDescription, ...fields }) => ({
  page: `industries/${fields.id}`,
  texts: textsOf({ ...fields, body: longDescription }),
}));
const pages = [...marketingPages, ...referencePages, ...industryPages];

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);
const eightWeeks = /\b(?:acht|8) Wochen\b/;

describe('the eight weeks are a rule of thumb, named where the page is about the timeline', () => {
  // The bootcamp's timeline: the pages that explain the way from the bootcamp to the MVP.
  const timelinePages = ['home', 'services/mvp-development', 'glossary/mvp', 'references/bootcamp-workshop', 'industries/startups'];
  // A case study may report its own eight weeks, and a page that cites it may repeat them.
  const eightWeekProjects = references.filter((reference) => eightWeeks.test(reference.timeframe)).map((reference) => reference.slug);
  const reportsAProject = (page: string) =>
    eightWeekProjects.some((slug) => page === `references/${slug}`) ||
    industries.some(
      (industry) => page === `industries/${industry.id}` && industry.references.some((slug) => eightWeekProjects.includes(slug)),
    );

  it('names them only on a page about the timeline or a page that shows a project that took them', () => {
    const naming = pages.filter(({ texts }) => texts.some((text) => eightWeeks.test(text))).map(({ page }) => page);
    expect(naming.filter((page) => !timelinePages.includes(page) && !reportsAProject(page))).toEqual([]);
  });

  it('says "in der Regel" or "meist" wherever a timeline page promises them', () => {
    const promises = pages
      .filter(({ page }) => timelinePages.includes(page) && !page.startsWith('references/'))
      .flatMap(({ page, texts }) => texts.flatMap(sentences).map((sentence) => ({ page, sentence })))
      .filter(({ sentence }) => eightWeeks.test(sentence) && !/\b(?:in der Regel|meist)\b/i.test(sentence));
    expect(promises).toEqual([]);
  });
});

interface Voice {
  readonly page: string;
  readonly quote: string;
  /** Who speaks: a name or, for an anonymous client, a role. */
  readonly speaker: string;
  /** The speaker's title where the speaker is named, else empty. */
  readonly title: string;
  /** The company, or the kind of company. */
  readonly company: string;
}

/** "a, b, c" split at its first (or last) comma; without one, the text is the second part when `fromEnd`. */
const splitAt = (text: string, fromEnd: boolean): [string, string] => {
  const at = fromEnd ? text.lastIndexOf(', ') : text.indexOf(', ');
  if (at < 0) return fromEnd ? ['', text] : [text, ''];
  return [text.slice(0, at), text.slice(at + 2)];
};

const voices: Voice[] = [
  // A case study: author "Laura Steinmetz", position "Leiterin Operations, Garantiemax".
  ...references.flatMap(({ slug, testimony }) => {
    if (!testimony) return [];
    const [title, company] = splitAt(testimony.position, true);
    return [{ page: `references/${slug}`, quote: testimony.quote, speaker: testimony.author, title, company }];
  }),
  // An industry page: author "Laura Steinmetz, Leiterin Operations" or a role alone, company apart.
  ...industries.flatMap(({ id, testimonials }) =>
    testimonials.map(({ quote, author, company }) => {
      const [speaker, title] = splitAt(author, false);
      return { page: `industries/${id}`, quote, speaker, title, company };
    }),
  ),
];

/** A quote's sentences and clauses of four words or more, the parts a shortened copy keeps. */
const fragments = (quote: string) =>
  quote
    .split(/[.!?]\s*|\s–\s/)
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.split(/\s+/).length >= 4);

describe('one page per quote', () => {
  it('has quotes on both kinds of page', () => {
    expect(voices.filter(({ page }) => page.startsWith('references/')).length).toBeGreaterThan(0);
    expect(voices.filter(({ page }) => page.startsWith('industries/')).length).toBeGreaterThan(0);
  });

  it('shows each quote, or any sentence of it, on one page of the whole site', () => {
    const elsewhere = voices.flatMap(({ page, quote }) =>
      fragments(quote).flatMap((fragment) =>
        pages
          .filter((other) => other.page !== page && other.texts.some((text) => text.toLowerCase().includes(fragment)))
          .map((other) => `${page} → ${other.page}: ${fragment}`),
      ),
    );
    expect(elsewhere).toEqual([]);
  });

  it('names the role and the company type of an anonymous speaker, never a placeholder', () => {
    const placeholders = voices.filter(({ speaker, title, company }) => /anonym/i.test(`${speaker} ${title} ${company}`));
    expect(placeholders.map(({ page, speaker, company }) => `${page}: ${speaker}, ${company}`)).toEqual([]);
  });

  it('gives a person one title wherever the site quotes them', () => {
    const titles = new Map<string, Set<string>>();
    for (const { speaker, title, company } of voices) {
      const person = `${speaker}, ${company}`;
      titles.set(person, new Set([...(titles.get(person) ?? []), title]));
    }
    expect([...titles].filter(([, held]) => held.size > 1).map(([person, held]) => `${person}: ${[...held].join(' | ')}`)).toEqual([]);
  });
});
