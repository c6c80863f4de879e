import { industryNames, referenceTitles } from '@isarlicht/site-content/names/page-names';
import type { Industry, IndustryEntry, Reference, ReferenceEntry } from './types';

/*
 * An entry as the pages read it, from its Markdown file (docs/decisions/054): the title is
 * the name the contracts give its id, the long text is the file's body.
 */

export const referenceOf = ({ body, ...fields }: ReferenceEntry): Reference => ({
  ...fields,
  title: referenceTitles[fields.slug],
  fullDescription: body,
});

export const industryOf = ({ body, ...fields }: IndustryEntry): Industry => ({
  ...fields,
  title: industryNames[fields.id],
  longDescription: body,
});
