import { Navigate, useLocation } from 'react-router-dom';
import { NotFoundPage } from './pages/not-found-page';
import { PageRegion } from './start/page-region/page-region';
import { matchRoute } from './routes/match-route';
import type { RoutingConfig } from './routes/route-table';

/** Renders what `matchRoute` finds for the location; nothing matched is a 404. */
export function AppRoutes({ config }: { readonly config: RoutingConfig }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, config);
  if (match === null) return <NotFoundPage />;
  if (match.kind === 'redirect') return <Navigate to={match.to} replace />;
  // Keyed by the pattern: another page gets a region of its own, a new id of the same page keeps it.
  return <PageRegion key={match.route.path} route={match.route} params={match.params} />;
}
