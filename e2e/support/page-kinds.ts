import { industryIds, methodIds, referenceSlugs, roleIds, serviceIds } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';

/** One page of every kind the route table knows, the not-found page and a client-only page. */
export const onePageOfEveryKind = [
  paths.home,
  paths.about,
  paths.services,
  paths.service(serviceIds[0]),
  paths.method(methodIds[0]),
  paths.role(roleIds[0]),
  paths.glossary,
  paths.glossaryTerm('rag'),
  paths.contact,
  paths.impressum,
  paths.agb,
  paths.references,
  paths.reference(referenceSlugs[0]),
  paths.industries,
  paths.industry(industryIds[0]),
  '/seite-gibt-es-nicht',
  paths.callAnalytics,
];
