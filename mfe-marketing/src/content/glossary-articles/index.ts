import type { GlossaryTermId } from '../glossary';
import type { GlossaryArticle } from '../types';
import { articlesAToC } from './a-c';
import { articlesD } from './d';
import { articlesEToK } from './e-k';
import { articlesLToO } from './l-o';
import { articlesPToR } from './p-r';
import { articlesSToZ } from './s-z';

/** The page text of every glossary term, by term id; the type demands one for each term. */
export const glossaryArticles = {
  ...articlesAToC,
  ...articlesD,
  ...articlesEToK,
  ...articlesLToO,
  ...articlesPToR,
  ...articlesSToZ,
} as const satisfies Record<GlossaryTermId, GlossaryArticle>;

const isTermId = (id: string): id is GlossaryTermId => Object.hasOwn(glossaryArticles, id);

export const findGlossaryArticle = (id: string | undefined): GlossaryArticle | undefined =>
  id !== undefined && isTermId(id) ? glossaryArticles[id] : undefined;
