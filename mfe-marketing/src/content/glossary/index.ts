import { findById } from '../find-by-id';
import type { GlossaryTerm } from '../types';
import { glossaryTerms } from './terms.generated';

export { glossaryTerms, type GlossaryTermId } from './terms.generated';

export const findGlossaryTerm = (id: string | undefined): GlossaryTerm | undefined => findById(glossaryTerms, id);
