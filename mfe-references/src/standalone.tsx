import { paths, routePatterns } from '@isarlicht/shared';
import { StandaloneApp, type StandalonePage } from '@isarlicht/shared/standalone';

const pages: readonly StandalonePage[] = [
  { pattern: paths.references, example: paths.references, load: () => import('./exposes/references') },
  { pattern: routePatterns.reference, example: paths.reference('kiekje'), load: () => import('./exposes/reference') },
  { pattern: paths.industries, example: paths.industries, load: () => import('./exposes/industries') },
  { pattern: routePatterns.industry, example: paths.industry('kmu'), load: () => import('./exposes/industry') },
];

/** `npm run dev -w mfe-references`: this slice's pages without the shell. */
export function Standalone() {
  return <StandaloneApp slice="mfe-references" pages={pages} />;
}
