import { useCallback } from 'react';
import { RouterBridge } from '@isarlicht/ui/router-bridge';
import { Layout } from './layout/layout';
import { useHydrated } from './layout/use-hydrated';
import { AppRoutes } from './app-routes';
import { loadPageOf } from './routes/match-route';
import { useReadyMarker } from './start/app/use-ready-marker';
import type { RoutingConfig } from './routes/route-table';

/**
 * The composed site without its router: the browser wraps it in a `<BrowserRouter>`,
 * the prerender in a `<StaticRouter>` on the path it renders, so both render the same
 * tree.
 */
interface AppProps {
  readonly config: RoutingConfig;
  /** Hears once React has taken over the page. */
  readonly onReady?: () => void;
}

const nothing = () => undefined;

export function App({ config, onReady = nothing }: AppProps) {
  useReadyMarker(useHydrated(), onReady);
  const preparePage = useCallback((to: string) => loadPageOf(new URL(to, window.location.href).pathname, config), [config]);
  return (
    <>
      <RouterBridge prepare={preparePage} />
      <Layout>
        <AppRoutes config={config} />
      </Layout>
    </>
  );
}
