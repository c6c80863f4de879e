import { z } from 'zod';
import { industryIds, referenceSlugs, serviceIds } from '@isarlicht/contracts/routes/ids';
import { idList, plainText, richText, textList } from '@isarlicht/tooling/content-schema';

const metaDescription = plainText.refine((text) => text.length >= 120 && text.length <= 160, '120–160 Zeichen');

const referenceFields = {
  slug: z.enum(referenceSlugs),
  title: plainText.refine((text) => text.length <= 40, 'höchstens 40 Zeichen'),
  shortDescription: plainText,
  metaDescription,
  description: plainText,
  fullDescription: richText,
  image: plainText,
  imageAlt: plainText,
  tags: textList,
  websiteLink: z.url({ protocol: /^https$/ }).nullable(),
  features: textList,
  technologies: textList,
  challenge: plainText,
  solution: plainText,
  results: textList.optional(),
  testimony: z.strictObject({ quote: plainText, author: plainText, position: plainText }).optional(),
  timeframe: plainText,
  confidential: z.boolean().optional(),
};

/** One entry of `content/references/`: a case study, or the bootcamp with its workshop fields. */
export const referenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('case-study'), ...referenceFields }),
  z.strictObject({
    kind: z.literal('workshop'),
    ...referenceFields,
    workshopCount: z.number().int().positive(),
    workshopProjects: idList(referenceSlugs).refine((slugs) => slugs.length > 0, 'keine Projekte'),
    workshopFormat: z.array(z.strictObject({ day: plainText, title: plainText, text: plainText })).min(1),
  }),
]);

const iconShape = z.discriminatedUnion('shape', [
  z.strictObject({ shape: z.literal('path'), d: z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9 .,-]+$/) }),
  z.strictObject({ shape: z.literal('circle'), cx: z.number(), cy: z.number(), r: z.number().positive() }),
  z.strictObject({
    shape: z.literal('rect'),
    x: z.number(),
    y: z.number(),
    width: z.number().positive(),
    height: z.number().positive(),
    rx: z.number().nonnegative(),
  }),
]);

/** One entry of `content/industries/`. */
export const industrySchema = z.strictObject({
  id: z.enum(industryIds),
  title: plainText,
  shortTitle: plainText,
  softwareFor: plainText.refine((text) => text.startsWith('für '), 'beginnt mit „für“'),
  seoTitle: plainText,
  description: plainText,
  featured: z.boolean().optional(),
  color: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  icon: z.array(iconShape).min(1),
  keywords: plainText,
  services: idList(serviceIds).refine((ids) => ids.length > 0, 'keine Leistungen'),
  references: idList(referenceSlugs).refine((slugs) => slugs.length > 0, 'keine Referenzen'),
  challenges: textList,
  solutions: textList,
  metaDescription,
  longDescription: richText,
  testimonials: z
    .array(z.strictObject({ quote: plainText, author: plainText, company: plainText }))
    .min(1)
    .refine((list) => new Set(list.map((entry) => entry.quote)).size === list.length, 'doppeltes Zitat'),
});
