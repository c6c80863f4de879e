import { industryIds, methodIds, paths, referenceSlugs, roleIds, serviceIds } from '@isarlicht/shared';

/** One URL for every public page of the route table: static pages and every specified id. */
export const staticPages = [
  paths.home,
  paths.about,
  paths.services,
  paths.glossary,
  paths.contact,
  paths.impressum,
  paths.agb,
  paths.references,
  paths.industries,
  paths.callAnalytics,
] as const;

export const detailPages = [
  ...serviceIds.map((id) => paths.service(id)),
  ...methodIds.map((id) => paths.method(id)),
  ...roleIds.map((id) => paths.role(id)),
  ...referenceSlugs.map((slug) => paths.reference(slug)),
  ...industryIds.map((id) => paths.industry(id)),
  paths.glossaryTerm('rag'),
  paths.glossaryTerm('mvp'),
];

export const allPages = [...staticPages, ...detailPages];
