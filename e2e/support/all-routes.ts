import { paths, specifiedPagePaths } from '@isarlicht/shared';

/** The detail pages of the specification's id lists (every path below a section). */
export const detailPages = specifiedPagePaths.filter((path) => path.split('/').length > 2);

/** One URL for every routed page a visitor can land on: the specified ones, two glossary terms and the call analytics. */
export const allPages = [...specifiedPagePaths, paths.glossaryTerm('rag'), paths.glossaryTerm('mvp'), paths.callAnalytics];
