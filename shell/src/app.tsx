import { BrowserRouter } from 'react-router-dom';
import type { DeploymentConfig } from '@isarlicht/shared';
import { Layout } from './layout/layout';
import { AppRoutes } from './routes/app-routes';

export function App({ config }: { readonly config: Pick<DeploymentConfig, 'devDashboard'> }) {
  return (
    <BrowserRouter>
      <Layout>
        <AppRoutes config={config} />
      </Layout>
    </BrowserRouter>
  );
}
