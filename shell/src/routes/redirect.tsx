import { Redirect as Navigate, useParams } from 'wouter';
import { redirectTarget } from '@isarlicht/shared';
import type { RedirectRoute } from './route-table';

export function Redirect({ route }: { readonly route: RedirectRoute }) {
  const params = useParams();
  return <Navigate to={redirectTarget(route, params)} replace />;
}
