import { industryIds, methodIds, referenceSlugs, roleIds, serviceIds } from './ids';
import { paths } from './paths';

/**
 * Every public page the specification fixes by its path or id list. Pages that only
 * a remote's content knows (the glossary terms) are not in it: they are reached
 * through the links of these pages.
 */
export const specifiedPagePaths: readonly string[] = [
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
];
