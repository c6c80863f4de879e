import { paths, routePatterns, type PageManifest } from '@isarlicht/contracts';

/** The pages of mfe-references: adding one is a component below `pages/` and an entry here. */
export const pages = [
  { id: 'references', path: paths.references, module: 'references/references-page', example: {}, prerender: true, sitemap: true },
  {
    id: 'reference',
    path: routePatterns.reference,
    module: 'references/reference-page',
    example: { slug: 'kiekje' },
    unknownExample: { slug: 'fahrzeugdatenmplattform' },
    notFoundTitle: 'Referenz nicht gefunden',
    parent: { label: 'Referenzen', to: paths.references },
    prerender: true,
    sitemap: true,
  },
  { id: 'industries', path: paths.industries, module: 'industries/industries-page', example: {}, prerender: true, sitemap: true },
  {
    id: 'industry',
    path: routePatterns.industry,
    module: 'industries/industry-page',
    example: { industryId: 'kmu' },
    unknownExample: { industryId: 'gastronomie' },
    parent: { label: 'Branchen', to: paths.industries },
    prerender: true,
    sitemap: true,
  },
] as const satisfies PageManifest;
