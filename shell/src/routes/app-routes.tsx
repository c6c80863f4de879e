import { Route, Switch } from 'wouter';
import type { DeploymentConfig } from '@isarlicht/shared';
import { NotFoundPage } from '../pages/not-found-page';
import { PageRegion } from '../page-region/page-region';
import { Redirect } from './redirect';
import { activeRoutes } from './route-table';

/** The first route of the table that matches wins (see `matchRoute`); nothing matched is a 404. */
export function AppRoutes({ config }: { readonly config: Pick<DeploymentConfig, 'devDashboard'> }) {
  return (
    <Switch>
      {activeRoutes(config).map((route) => (
        <Route key={route.path} path={route.path}>
          {route.kind === 'redirect' ? <Redirect route={route} /> : <PageRegion route={route} />}
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
