import { readFileSync } from 'node:fs';
import path from 'node:path';
import { documentTitle } from '@isarlicht/site-content/site-config';
import { industryIds, referenceSlugs, serviceIds } from '@isarlicht/contracts/routes/ids';
import { industryNames, referenceTitles, serviceNames } from '@isarlicht/site-content/names/page-names';
import { entryFileIds, richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { industries } from '../src/content/industries';
import { references } from '../src/content/references';
import { industrySchema, referenceSchema } from './support/content-schema';

const entryFiles = (collection: string, kind: string) => entryFileIds(path.join(__dirname, '..', 'src', 'content', collection), kind);

const blank = (value: string) => value.trim() === '';
const issuesOf = (result: { readonly error?: { readonly issues: readonly unknown[] } }) => result.error?.issues ?? [];

describe.each([
  ['references', 'reference', references.map((reference) => reference.slug), referenceSlugs],
  ['industries', 'industry', industries.map((industry) => industry.id), industryIds],
] as const)('the %s collection', (collection, kind, ids, contractIds) => {
  it('has one entry per id of the route contract, each id once', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...contractIds].sort());
  });

  it('reads each entry from the Markdown file named by its id, and every file is read', () => {
    expect(entryFiles(collection, kind)).toEqual([...ids].sort());
  });
});

describe('references content', () => {
  it('has unique titles, so cards and document titles tell the projects apart', () => {
    expect(new Set(references.map((reference) => reference.title)).size).toBe(references.length);
  });

  it('takes each title from the one list of names every slice links with', () => {
    for (const reference of references) expect(reference.title).toBe(referenceTitles[reference.slug]);
  });

  it('keeps titles at 40 characters at most, so the document title fits 60 in search results', () => {
    const long = references.filter((reference) => reference.title.length > 40).map((reference) => reference.title);
    expect(long).toEqual([]);
    const longDocumentTitles = references
      .map((reference) => documentTitle({ title: reference.title }))
      .filter((title) => title.length > 60);
    expect(longDocumentTitles).toEqual([]);
  });

  it.each(references.map((reference) => [reference.slug, reference] as const))('%s fits the reference schema', (_slug, reference) => {
    expect(issuesOf(referenceSchema.safeParse(reference))).toEqual([]);
  });

  it('gives every reference its own meta description of 120–160 characters for search results', () => {
    const outOfRange = references
      .map((reference) => [reference.slug, reference.metaDescription.length] as const)
      .filter(([, length]) => length < 120 || length > 160);
    expect(outOfRange).toEqual([]);
    expect(new Set(references.map((reference) => reference.metaDescription)).size).toBe(references.length);
    const copied = references
      .filter((reference) => reference.metaDescription === reference.shortDescription)
      .map((reference) => reference.slug);
    expect(copied).toEqual([]);
  });

  it('links a live website only for public clients, always over https', () => {
    for (const reference of references) {
      if (reference.confidential) expect(reference.websiteLink).toBeNull();
      if (reference.websiteLink !== null) expect(new URL(reference.websiteLink).protocol).toBe('https:');
    }
  });

  it('never presents a reserved example host as a live client website', () => {
    const reserved = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/;
    const fake = references
      .filter((reference) => reference.websiteLink !== null && reserved.test(new URL(reference.websiteLink).hostname))
      .map((reference) => reference.slug);
    expect(fake).toEqual([]);
  });

  // An anonymous quote is attributed to a role and a kind of company, never to a
  // placeholder name: the reader learns who speaks, the client stays unnamed.
  it('says a confidential client is anonymised and quotes a role, not a name', () => {
    for (const reference of references.filter((entry) => entry.confidential)) {
      expect([reference.description, ...richTextParagraphs(reference.fullDescription)].join(' ')).toMatch(/anonymisiert/);
      if (reference.testimony)
        expect(reference.testimony.author).toMatch(
          /^(?:Leiter|Leiterin|Bereichsleiter|Bereichsleiterin|Geschäftsführer|Geschäftsführerin) /,
        );
    }
  });

  it('lets the bootcamp, the one workshop, count 25 runs over three days and link projects other than itself', () => {
    const workshops = references.filter((reference) => reference.kind === 'workshop');
    expect(workshops.map((workshop) => workshop.slug)).toEqual(['bootcamp-workshop']);
    const [bootcamp] = workshops;
    expect(bootcamp?.workshopCount).toBe(25);
    expect(bootcamp?.workshopFormat.map((day) => day.title)).toEqual(['Persona', 'Journey', 'Design Studio']);
    expect(bootcamp?.workshopProjects).not.toContain('bootcamp-workshop');
  });
});

describe('reference illustrations', () => {
  const palette = ['#0b5c73', '#e9a53b', '#0f1d29', '#f6f3ec', '#e3f0f3', '#fbefd9'];

  it.each([...referenceSlugs])('%s has a hand-written SVG in the site palette, without scripts', (slug) => {
    const svg = readFileSync(path.join(__dirname, '..', 'src', 'assets', 'references', `${slug}.svg`), 'utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400" width="640" height="400">/);
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<script|<foreignObject|<image|\son[a-z]+=|href=/i);
    const colours = new Set((svg.match(/#[0-9a-f]{6}\b/gi) ?? []).map((colour) => colour.toLowerCase()));
    for (const colour of colours) expect(palette).toContain(colour);
  });

  it('are distinct drawings', () => {
    const drawings = referenceSlugs.map((slug) =>
      readFileSync(path.join(__dirname, '..', 'src', 'assets', 'references', `${slug}.svg`), 'utf8'),
    );
    expect(new Set(drawings).size).toBe(referenceSlugs.length);
  });
});

describe('industries content', () => {
  it.each(industries.map((industry) => [industry.id, industry] as const))('%s fits the industry schema', (_id, industry) => {
    expect(issuesOf(industrySchema.safeParse(industry))).toEqual([]);
  });

  it('links only services and references that exist, and every service has a name to link with', () => {
    for (const id of serviceIds) expect(blank(serviceNames[id])).toBe(false);
    for (const industry of industries) {
      for (const id of industry.services) expect(serviceIds).toContain(id);
      for (const slug of industry.references) expect(referenceSlugs).toContain(slug);
    }
  });

  it('takes each title from the one list of names every slice links with', () => {
    for (const industry of industries) expect(industry.title).toBe(industryNames[industry.id]);
  });

  it('varies the meta descriptions: unique, no shared pattern, the agency name left to the document title', () => {
    const descriptions = industries.map((industry) => industry.metaDescription);
    expect(new Set(descriptions).size).toBe(industries.length);
    const patterned = industries.filter((industry) => industry.metaDescription.startsWith(industry.title)).map((industry) => industry.id);
    expect(patterned).toEqual([]);
    const sharedEndings = descriptions.map((text) => text.slice(-20)).filter((ending, index, all) => all.indexOf(ending) !== index);
    expect(sharedEndings).toEqual([]);
    const agencyNamed = descriptions.filter((text) => text.includes('Isarlicht Digital'));
    expect(agencyNamed).toEqual([]);
  });

  it('marks the specified target groups as featured', () => {
    expect(
      industries
        .filter((industry) => industry.featured)
        .map((industry) => industry.id)
        .sort(),
    ).toEqual(['e-commerce', 'insurance', 'kmu', 'logistics', 'real-estate', 'startups']);
  });

  it('links the four specified services on the kmu page', () => {
    expect(industries.find((industry) => industry.id === 'kmu')?.services).toEqual([
      'web-applications',
      'internal-business-applications',
      'customer-partner-portals',
      'enterprise-integration-platform',
    ]);
  });

  it('uses a complete, unique document title per target group', () => {
    for (const industry of industries) expect(industry.seoTitle).toBe(`${industry.title} | Isarlicht Digital`);
    expect(new Set(industries.map((industry) => industry.seoTitle)).size).toBe(industries.length);
  });

  it('quotes the specified figures in the testimonials: 35 % conversion, 65 % claims time, 40 % efficiency, 15 % availability', () => {
    const quotes = [
      ...references.flatMap((reference) => (reference.testimony ? [reference.testimony.quote] : [])),
      ...industries.flatMap((industry) => industry.testimonials.map((testimonial) => testimonial.quote)),
    ];
    const quoting = (pattern: RegExp) => quotes.filter((quote) => pattern.test(quote));
    expect(quoting(/35 % mehr Conversion/)).not.toHaveLength(0);
    expect(quoting(/65 % weniger Bearbeitungszeit bei Schadensmeldungen/)).not.toHaveLength(0);
    expect(quoting(/40 % mehr Effizienz/)).not.toHaveLength(0);
    expect(quoting(/15 % höherer Verfügbarkeit/)).not.toHaveLength(0);
  });
});
