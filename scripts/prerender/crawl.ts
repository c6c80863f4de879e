import { clientOnlyPatterns, industryIds, matchPattern, methodIds, paths, referenceSlugs, resolveRedirect, roleIds, serviceIds } from '@isarlicht/shared';

/** Every page the specification fixes; the glossary terms and anything else linked are found by following links. */
export const seedPaths: readonly string[] = [
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

const isClientOnly = (path: string): boolean => clientOnlyPatterns.some((pattern) => matchPattern(pattern, path) !== null);

/** The internal page links of rendered markup: site paths without query or fragment, no files, no redirects. */
export function pageLinks(html: string): string[] {
  const found = new Set<string>();
  for (const [, href = ''] of html.matchAll(/href="(\/[^"]*)"/g)) {
    const path = href.replace(/[?#].*$/, '') || '/';
    if (/\.[a-z0-9]+$/i.test(path) || href.startsWith('//') || isClientOnly(path) || resolveRedirect(path) !== null) continue;
    found.add(path);
  }
  return [...found];
}
