import { paths } from '../routes/paths';

export interface NavLink {
  readonly label: string;
  readonly to: string;
}

export const mainNavigation = [
  { label: 'Home', to: paths.home },
  { label: 'Über uns', to: paths.about },
  { label: 'Leistungen', to: paths.services },
  { label: 'Referenzen', to: paths.references },
  { label: 'Kontakt', to: paths.contact },
] as const satisfies readonly NavLink[];

export const footerServiceLinks = [
  { label: 'KI-Entwicklung', to: paths.service('ai-development') },
  { label: 'Webanwendungen', to: paths.service('web-applications') },
  { label: 'MVP-Entwicklung', to: paths.service('mvp-development') },
  { label: 'Digitalstrategie', to: paths.service('strategy') },
  { label: 'No-Code-Entwicklung', to: paths.service('no-code-development') },
] as const satisfies readonly NavLink[];

export const footerMethodLinks = [
  { label: 'Cross-funktionale Teams', to: paths.method('cross-functional-teams') },
  { label: 'Agile Teams', to: paths.method('agile-teams') },
  { label: 'Holakratie', to: paths.method('holacracy-system') },
  { label: 'Unser Tech-Stack', to: paths.method('tech-stack') },
] as const satisfies readonly NavLink[];

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
