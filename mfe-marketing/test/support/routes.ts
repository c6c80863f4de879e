import { industryIds, methodIds, paths, referenceSlugs, roleIds, serviceIds } from '@isarlicht/shared';
import { glossaryTerms } from '../../src/content/glossary';

/**
 * Every path of the site's route table that a visitor can land on, built with the
 * shared path helpers and id lists the shell's route table uses.
 */
const knownRoutes = new Set<string>([
  paths.home,
  paths.about,
  paths.services,
  paths.references,
  paths.industries,
  paths.glossary,
  paths.contact,
  paths.impressum,
  paths.agb,
  ...serviceIds.map((id) => paths.service(id)),
  ...methodIds.map((id) => paths.method(id)),
  ...roleIds.map((id) => paths.role(id)),
  ...referenceSlugs.map((slug) => paths.reference(slug)),
  ...industryIds.map((id) => paths.industry(id)),
  ...glossaryTerms.map((term) => paths.glossaryTerm(term.id)),
]);

export const isKnownRoute = (path: string): boolean => knownRoutes.has(path);
