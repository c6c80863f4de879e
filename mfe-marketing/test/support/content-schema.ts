import { z } from 'zod';
import { industryIds, methodIds, referenceSlugs, roleIds, serviceIds } from '@isarlicht/contracts/routes/ids';
import { idList, plainText, richText, textList } from '@isarlicht/tooling/content-schema';
import { serviceGroupTexts } from '../../src/content/services/service-groups';

const metaDescription = plainText.refine((text) => text.length >= 120 && text.length <= 160, '120–160 Zeichen');
const titledText = z.strictObject({ title: plainText, text: plainText });

const kebabCase = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case');

/** One entry of `content/services/`: the card of a service, its name and topics, and the text of its page. */
export const serviceEntrySchema = z.strictObject({
  id: z.enum(serviceIds),
  name: plainText,
  group: z.string().refine((id) => serviceGroupTexts.some((group) => group.id === id), 'keine Gruppe der Übersicht'),
  order: z.number().int().positive(),
  teaser: plainText,
  metaDescription,
  topics: textList,
  audience: plainText,
  problems: textList,
  steps: z.array(titledText).min(1),
  technologies: textList,
  outcomes: textList,
  faq: z.array(z.strictObject({ question: plainText, answer: plainText })).min(3),
  cta: plainText,
  related: z.strictObject({ services: idList(serviceIds), references: idList(referenceSlugs), industries: idList(industryIds) }),
  /** The intro of the page. */
  body: richText,
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
  glossaryTermId: kebabCase.optional(),
  body: richText,
  highlights: textList,
  related: teamLinks,
});

/** One entry of `content/glossary/`: the term, the services it links, and the text of its page. */
export const glossaryEntrySchema = z.strictObject({
  id: kebabCase,
  term: plainText,
  serviceIds: idList(serviceIds).refine((ids) => ids.length > 0, 'keine Leistungen'),
  definition: plainText,
  metaDescription,
  practicePage: z.enum(roleIds).optional(),
  references: idList(referenceSlugs),
  relevance: plainText,
  body: richText,
});
