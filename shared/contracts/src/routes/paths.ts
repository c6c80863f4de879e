import type { DevToolId, IndustryId, MethodId, ReferenceSlug, RoleId, ServiceId } from './ids';

/** `{product}` of the specification's target-group routes. */
export const targetGroupProduct = 'software';

/** Every internal link is built here, so a path changes in one place. */
export const paths = {
  home: '/',
  about: '/about',
  services: '/services',
  service: (id: ServiceId) => `/services/${id}`,
  references: '/references',
  reference: (slug: ReferenceSlug) => `/references/${slug}`,
  industries: `/${targetGroupProduct}-for`,
  industry: (id: IndustryId) => `/${targetGroupProduct}-for/${id}`,
  glossary: '/glossary',
  glossaryTerm: (id: string) => `/glossary/${id}`,
  method: (id: MethodId) => `/methods/${id}`,
  role: (id: RoleId) => `/methods/roles/${id}`,
  contact: '/contact',
  impressum: '/impressum',
  privacy: '/impressum#datenschutz',
  agb: '/agb',
  callAnalytics: '/vapi-dashboard',
  devDashboard: '/dev-dashboard',
  devTool: (id: DevToolId) => `/dev-dashboard/${id}`,
} as const;

/**
 * Route patterns of the pages, shared by the shell's route table and each remote's
 * standalone page, so a remote runs alone under the same URLs.
 */
export const routePatterns = {
  service: '/services/:serviceId',
  method: '/methods/:methodId',
  role: '/methods/roles/:roleId',
  glossaryTerm: '/glossary/:termId',
  reference: '/references/:slug',
  industry: `/${targetGroupProduct}-for/:industryId`,
  devTool: '/dev-dashboard/:toolId',
} as const;
