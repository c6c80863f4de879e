import type { GlossaryArticle } from '../types';
import { glossaryArticles } from './articles.generated';
import type { GlossaryTermId } from './terms.generated';

const isTermId = (id: string): id is GlossaryTermId => Object.hasOwn(glossaryArticles, id);

/** The text of a term's own page; only the term page loads it, apart from the term list service pages link from. */
export const findGlossaryArticle = (id: string | undefined): GlossaryArticle | undefined =>
  id !== undefined && isTermId(id) ? glossaryArticles[id] : undefined;
