import { paths, routePatterns } from '@isarlicht/contracts/routes/paths';
import type { PageManifest } from '@isarlicht/contracts/pages/page-manifest';
import type { ReferenceSlug } from '@isarlicht/contracts/routes/ids';

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
    redirects: [
      // The product-vision workshop was a method page before it became a case study.
      { from: '/methods/product-vision', params: { slug: 'bootcamp-workshop' satisfies ReferenceSlug } },
      // An old misspelling that links out there still carry.
      { from: '/references/fahrzeugdatenmplattform', params: { slug: 'fahrzeugdatenplattform' satisfies ReferenceSlug } },
    ],
  },
  {
    id: 'industries',
    path: paths.industries,
    module: 'industries/industries-page',
    example: {},
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/for' }],
  },
  {
    id: 'industry',
    path: routePatterns.industry,
    module: 'industries/industry-page',
    example: { industryId: 'kmu' },
    unknownExample: { industryId: 'gastronomie' },
    parent: { label: 'Branchen', to: paths.industries },
    prerender: true,
    sitemap: true,
    redirects: [{ from: '/for/:industryId' }],
  },
] as const satisfies PageManifest;
