import type { PageModule } from '@isarlicht/contracts/pages/page-module';
import { StandaloneApp } from '@isarlicht/ui/standalone';
import { pages } from './pages';

// A template import, so webpack bundles the folder and the manifest alone names the page.
const load = (module: string): Promise<PageModule> => import(`./pages/${module}.tsx`);

/** `npm run dev -w mfe-devtools`: the team's dashboards without the shell. */
export function Standalone() {
  return <StandaloneApp slice="mfe-devtools" manifest={pages} load={load} />;
}
