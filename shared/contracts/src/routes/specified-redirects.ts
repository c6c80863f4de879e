import { paths } from './paths';

/**
 * The old and other addresses the specification names, each with an example where it
 * is a pattern, and where each must lead (docs/product.md section 3). The pages
 * declare them in their remotes' manifests; this list is what the tests hold the
 * composed site to.
 */
export const specifiedRedirects: readonly (readonly [from: string, to: string])[] = [
  ['/methods/product-vision', paths.reference('bootcamp-workshop')],
  ['/services/web-development', paths.service('web-applications')],
  ['/bubble-prototyp', paths.service('no-code-development')],
  ['/scrum-prozess', paths.role('scrum-method')],
  ['/scrum-rituale', paths.method('agile-teams')],
  ['/references/fahrzeugdatenmplattform', paths.reference('fahrzeugdatenplattform')],
  ['/de', paths.home],
  ['/en', paths.home],
  ['/fr', paths.home],
  ['/for', paths.industries],
  ['/for/kmu', paths.industry('kmu')],
  ['/for/logistics', paths.industry('logistics')],
];
