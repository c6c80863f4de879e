import { paths } from '@isarlicht/contracts/routes/paths';
import { specifiedPagePaths } from '@isarlicht/contracts/routes/specified-pages';
import { glossaryTerms } from '../../src/content/glossary';

/**
 * Every path of the site's route table that a visitor can land on, built with the
 * shared path helpers and id lists the shell's route table uses.
 */
const knownRoutes = new Set<string>([...specifiedPagePaths, ...glossaryTerms.map((term) => paths.glossaryTerm(term.id))]);

export const isKnownRoute = (path: string): boolean => knownRoutes.has(path);
