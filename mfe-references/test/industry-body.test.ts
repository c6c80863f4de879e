/** @jest-environment node */
import { industryIds, referenceSlugs } from '@isarlicht/contracts/routes/ids';
import { referenceTitles } from '@isarlicht/site-content/names/page-names';
import { siteConfig } from '@isarlicht/site-content/site-config';
import { richTextParagraphs } from '@isarlicht/tooling/content-schema';
import { findIndustry } from '../src/content/lookup';
import * as industriesPage from '../src/pages/industries/industries-page';
import * as industryPage from '../src/pages/industries/industry-page';
import * as referencePage from '../src/pages/references/reference-page';
import * as referencesPage from '../src/pages/references/references-page';

/** Words as a reader counts them: runs with a letter or digit, not list marks or dashes. */
const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

/** How a body names a case study: its product or client name („Kiekje“), else its full title. */
const citedAs = (title: string) => title.split(' – ')[0] ?? title;

const industries = industryIds.map((id) => {
  const industry = findIndustry(id);
  if (!industry) throw new Error(`no entry for ${id}`);
  return industry;
});

describe('industry pages sell with their own text', () => {
  it.each(industries.map((industry) => [industry.id, industry] as const))('%s has at least 300 words of its own body', (_id, industry) => {
    expect(words(richTextParagraphs(industry.longDescription).join(' ')).length).toBeGreaterThanOrEqual(300);
  });

  it.each(industries.map((industry) => [industry.id, industry] as const))(
    '%s names in its body each reference it cites, or says it has none',
    (_id, industry) => {
      const body = richTextParagraphs(industry.longDescription).join(' ');
      const unnamed = industry.references.filter((slug) => !body.includes(citedAs(referenceTitles[slug])));
      expect(unnamed).toEqual([]);
      expect(industry.references.length > 0 || /noch keine Referenz/.test(body)).toBe(true);
    },
  );
});

describe('what search results show of this slice', () => {
  it('leaves the agency name to the document title: no meta description names it', () => {
    const descriptions = [
      industriesPage.meta().description,
      referencesPage.meta().description,
      ...industryIds.map((industryId) => industryPage.meta({ industryId })?.description ?? ''),
      ...referenceSlugs.map((slug) => referencePage.meta({ slug })?.description ?? ''),
    ];
    expect(descriptions.filter((text) => text.includes(siteConfig.name))).toEqual([]);
  });
});
