import type { ServiceId } from './service-ids.generated';

/**
 * The URL ids the product specification fixes. They are part of the site's public
 * contract (links, redirects, search engines), so every slice types its content
 * against these lists and the compiler reports a missing or misspelt page. The
 * services' ids are the ids of their entries in mfe-marketing (`<id>.service.md`),
 * written into `service-ids.generated.ts` from there.
 */
export { serviceIds, type ServiceId } from './service-ids.generated';

/** The five services the agency leads with (home page, footer). */
export const coreServiceIds = [
  'ai-development',
  'web-applications',
  'mvp-development',
  'strategy',
  'no-code-development',
] as const satisfies readonly ServiceId[];

export const methodIds = ['cross-functional-teams', 'agile-teams', 'holacracy-system', 'tech-stack'] as const;
export type MethodId = (typeof methodIds)[number];

export const roleIds = [
  'product-owner',
  'ux-ui-designer',
  'scrum-method',
  'holacracy-circles',
  'frontend-developer',
  'backend-developer',
  'devops-specialist',
  'qa-tester',
  'scrum-master',
  'ai-specialist',
  'kanban-method',
  'lean-method',
  'design-thinking',
  'tactic-meetings',
] as const;
export type RoleId = (typeof roleIds)[number];

export const referenceSlugs = [
  'hotel-buchungsplattform',
  'smart-home-app',
  'ausbildungs-matching-plattform',
  'product-communicator',
  'automotive-relaunch',
  'reverse-recruiting',
  'kiekje',
  'talentlake',
  'buchberger',
  'fussball-apps',
  'ticket-buchungsplattform',
  'garantiemax',
  'nearshore-teams',
  'fahrzeugdatenplattform',
  'baustoffe-plattform',
  'bootcamp-workshop',
] as const;
export type ReferenceSlug = (typeof referenceSlugs)[number];

/** The references every list shows first, in this order (the showcase order of docs/product.md); the rest follow by rule. */
export const pinnedReferences = [
  'kiekje',
  'talentlake',
  'ticket-buchungsplattform',
  'bootcamp-workshop',
  'garantiemax',
  'hotel-buchungsplattform',
] as const satisfies readonly ReferenceSlug[];

export const industryIds = [
  'real-estate',
  'logistics',
  'education',
  'public-sector',
  'startups',
  'kmu',
  'e-commerce',
  'insurance',
  'automotive',
  'healthcare',
  'recruiting',
  'manufacturing',
] as const;
export type IndustryId = (typeof industryIds)[number];

export const devToolIds = ['translations', 'links', 'errors', 'assets', 'accessibility', 'tests'] as const;
export type DevToolId = (typeof devToolIds)[number];

/** Narrows a URL segment to one of the fixed ids, so pages can reject unknown ones. */
export function isOneOf<T extends string>(list: readonly T[], value: string | undefined): value is T {
  return value !== undefined && (list as readonly string[]).includes(value);
}
