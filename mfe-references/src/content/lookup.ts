import type { ReferenceSlug } from '@isarlicht/contracts/routes/ids';
import { industries } from './industries';
import { references } from './references';
import type { Industry, Reference } from './types';

export const findReference = (slug: string | undefined): Reference | undefined => references.find((entry) => entry.slug === slug);

export const findIndustry = (id: string | undefined): Industry | undefined => industries.find((entry) => entry.id === id);

/** The references behind a list of slugs, in the list's order (the content tests prove every slug resolves). */
export const referencesBySlugs = (slugs: readonly ReferenceSlug[]): Reference[] =>
  slugs.map(findReference).filter((entry): entry is Reference => entry !== undefined);
