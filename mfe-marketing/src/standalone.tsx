import { paths, routePatterns } from '@isarlicht/shared';
import { StandaloneApp, type StandalonePage } from '@isarlicht/shared/standalone';

const pages: readonly StandalonePage[] = [
  { pattern: paths.home, example: paths.home, load: () => import('./exposes/home') },
  { pattern: paths.about, example: paths.about, load: () => import('./exposes/about') },
  { pattern: paths.services, example: paths.services, load: () => import('./exposes/services') },
  { pattern: routePatterns.service, example: paths.service('ai-development'), load: () => import('./exposes/service') },
  { pattern: routePatterns.role, example: paths.role('product-owner'), load: () => import('./exposes/role') },
  { pattern: routePatterns.method, example: paths.method('agile-teams'), load: () => import('./exposes/method') },
  { pattern: paths.glossary, example: paths.glossary, load: () => import('./exposes/glossary') },
  { pattern: routePatterns.glossaryTerm, example: paths.glossaryTerm('mvp'), load: () => import('./exposes/glossary-term') },
  { pattern: paths.contact, example: paths.contact, load: () => import('./exposes/contact') },
  { pattern: paths.impressum, example: paths.impressum, load: () => import('./exposes/impressum') },
  { pattern: paths.agb, example: paths.agb, load: () => import('./exposes/agb') },
];

/** `npm run dev -w mfe-marketing`: this slice's pages without the shell. */
export function Standalone() {
  return <StandaloneApp slice="mfe-marketing" pages={pages} />;
}
