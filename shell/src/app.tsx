import type { DeploymentConfig } from '@isarlicht/shared';
import { RouterBridge } from '@isarlicht/shared/router-bridge';
import { Layout } from './layout/layout';
import { AppRoutes } from './routes/app-routes';
import { useReadyMarker } from './use-ready-marker';

/**
 * The composed site without its router: the browser wraps it in a `<Router>` on the
 * browser's location, the prerender in one on the path it renders, so both render the
 * same tree.
 */
export function App({ config }: { readonly config: Pick<DeploymentConfig, 'devDashboard'> }) {
  useReadyMarker();
  return (
    <>
      <RouterBridge />
      <Layout>
        <AppRoutes config={config} />
      </Layout>
    </>
  );
}
