import { z } from 'zod';
import { industryIds, methodIds, referenceSlugs, roleIds, serviceIds } from '@isarlicht/contracts';
import { idList, plainText, richText, textList } from '@isarlicht/tooling/content-schema';

const metaDescription = plainText.refine((text) => text.length >= 120 && text.length <= 160, '120–160 Zeichen');
const titledText = z.strictObject({ title: plainText, text: plainText });

/** One entry of `content/service-details/<group>/`: the text of a service page. */
export const serviceDetailSchema = z.strictObject({
  intro: richText,
  audience: plainText,
  problems: textList,
  steps: z.array(titledText).min(1),
  technologies: textList,
  outcomes: textList,
  faq: z.array(z.strictObject({ question: plainText, answer: plainText })).min(3),
  cta: plainText,
  related: z.strictObject({ services: idList(serviceIds), references: idList(referenceSlugs), industries: idList(industryIds) }),
});

const teamLinks = z.strictObject({ methods: idList(methodIds), roles: idList(roleIds), services: idList(serviceIds) });

/** One entry of `content/methods/`: how we work. */
export const methodSchema = z.strictObject({
  id: z.enum(methodIds),
  title: plainText,
  teaser: plainText,
  metaDescription,
  body: richText,
  principles: z.array(titledText).min(1),
  related: teamLinks,
});

/** One entry of `content/roles/`: a person of the team or a practice. */
export const roleSchema = z.strictObject({
  id: z.enum(roleIds),
  title: plainText,
  teaser: plainText,
  metaDescription,
  kind: z.enum(['person', 'practice']),
  glossaryTermId: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case')
    .optional(),
  body: richText,
  highlights: textList,
  related: teamLinks,
});

/** One entry of `content/glossary/`. */
export const glossaryTermSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case'),
  term: plainText,
  definition: plainText,
  metaDescription,
  serviceIds: idList(serviceIds).refine((ids) => ids.length > 0, 'keine Leistungen'),
  practicePage: z.enum(roleIds).optional(),
});

/** One entry of `content/glossary-articles/`. */
export const glossaryArticleSchema = z.strictObject({
  practice: plainText,
  references: idList(referenceSlugs),
  relevance: plainText,
});
