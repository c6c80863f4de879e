import { industries } from './industries';
import { references } from './references';
import type { Industry, Reference } from './types';

export const findReference = (slug: string | undefined): Reference | undefined =>
  references.find((entry) => entry.slug === slug);

export const findIndustry = (id: string | undefined): Industry | undefined =>
  industries.find((entry) => entry.id === id);
