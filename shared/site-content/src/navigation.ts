import { methodNames, serviceNames } from './names/page-names';
import { coreServiceIds, methodIds } from '@isarlicht/contracts/routes/ids';
import { paths } from '@isarlicht/contracts/routes/paths';
import type { NavLink } from '@isarlicht/contracts/pages/nav-link';

export const mainNavigation = [
  { label: 'Home', to: paths.home },
  { label: 'Über uns', to: paths.about },
  { label: 'Leistungen', to: paths.services },
  { label: 'Referenzen', to: paths.references },
  { label: 'Kontakt', to: paths.contact },
] as const satisfies readonly NavLink[];

export const footerServiceLinks: readonly NavLink[] = coreServiceIds.map((id) => ({ label: serviceNames[id], to: paths.service(id) }));

export const footerMethodLinks: readonly NavLink[] = methodIds.map((id) => ({ label: methodNames[id], to: paths.method(id) }));

export const footerExploreLinks = [
  { label: 'Branchen', to: paths.industries },
  { label: 'Glossar', to: paths.glossary },
  { label: 'Referenzen', to: paths.references },
] as const satisfies readonly NavLink[];

export const legalLinks = [
  { label: 'Impressum', to: paths.impressum },
  { label: 'Datenschutz', to: paths.privacy },
  { label: 'AGB', to: paths.agb },
] as const satisfies readonly NavLink[];
