import { paths, routePatterns } from '@isarlicht/contracts/routes/paths';
import type { MethodId, RoleId, ServiceId } from '@isarlicht/contracts/routes/ids';
import type { NavLink } from '@isarlicht/contracts/pages/nav-link';
import type { PageManifest } from '@isarlicht/contracts/pages/page-manifest';

/** The overviews the detail pages belong to (breadcrumbs). */
const sections = {
  services: { label: 'Leistungen', to: paths.services },
  about: { label: 'Über uns', to: paths.about },
  glossary: { label: 'Glossar', to: paths.glossary },
} as const satisfies Record<string, NavLink>;

/** The pages of mfe-marketing: adding one is a component below `pages/` and an entry here. */
export const pages = [
  {
    id: 'home',
    path: paths.home,
    module: 'home/home-page',
    example: {},
    prerender: true,
    sitemap: true,
    // The site is German only; the language prefixes of an earlier site land on the start page.
    redirects: ['/de', '/en', '/fr'].map((from) => ({ from })),
  },
  { id: 'about', path: paths.about, module: 'about/about-page', example: {}, prerender: true, sitemap: true },
  { id: 'services', path: paths.services, module: 'services/services-page', example: {}, prerender: true, sitemap: true },
  {
    id: 'service',
    path: routePatterns.service,
    module: 'services/service-page',
    example: { serviceId: 'ai-development' },
    unknownExample: { serviceId: 'web-development' },
    parent: sections.services,
    prerender: true,
    sitemap: true,
    redirects: [
      { from: '/services/web-development', params: { serviceId: 'web-applications' satisfies ServiceId } },
      { from: '/bubble-prototyp', params: { serviceId: 'no-code-development' satisfies ServiceId } },
    ],
  },
  {
    id: 'method',
    path: routePatterns.method,
    module: 'methods/method-page',
    example: { methodId: 'agile-teams' },
    unknownExample: { methodId: 'wasserfall' },
    parent: sections.about,
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/scrum-rituale', params: { methodId: 'agile-teams' satisfies MethodId } }],
  },
  {
    id: 'role',
    path: routePatterns.role,
    module: 'methods/role-page',
    example: { roleId: 'scrum-master' },
    unknownExample: { roleId: 'ceo' },
    parent: sections.about,
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/scrum-prozess', params: { roleId: 'scrum-method' satisfies RoleId } }],
  },
  { id: 'glossary', path: paths.glossary, module: 'glossary/glossary-page', example: {}, prerender: true, sitemap: true },
  {
    id: 'glossary-term',
    path: routePatterns.glossaryTerm,
    module: 'glossary/glossary-term-page',
    example: { termId: 'mvp' },
    unknownExample: { termId: 'unbekannt' },
    parent: sections.glossary,
    prerender: true,
    sitemap: true,
  },
  { id: 'contact', path: paths.contact, module: 'contact/contact-page', example: {}, prerender: true, sitemap: true },
  { id: 'impressum', path: paths.impressum, module: 'legal/impressum-page', example: {}, prerender: true, sitemap: true },
  { id: 'agb', path: paths.agb, module: 'legal/agb-page', example: {}, prerender: true, sitemap: true },
] as const satisfies PageManifest;
