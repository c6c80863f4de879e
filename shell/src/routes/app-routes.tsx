import { Route, Routes } from 'react-router-dom';
import type { DeploymentConfig } from '@isarlicht/shared';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../slots/remote-page';
import { RemoteSlot } from '../slots/remote-slot';
import { Redirect } from './redirect';
import { activeRoutes } from './route-table';

export function AppRoutes({ config }: { readonly config: Pick<DeploymentConfig, 'devDashboard'> }) {
  return (
    <Routes>
      {activeRoutes(config).map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            route.kind === 'redirect' ? (
              <Redirect route={route} />
            ) : (
              <RemoteSlot remote={route.remote}>
                <RemotePage route={route} />
              </RemoteSlot>
            )
          }
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
