import type { Industry } from './types';

/** The industry's keywords as a list of topics, in the order the content gives them. */
export const topicsOf = (industry: Pick<Industry, 'keywords'>): string[] =>
  industry.keywords
    .split(',')
    .map((topic) => topic.trim())
    .filter((topic) => topic !== '');
