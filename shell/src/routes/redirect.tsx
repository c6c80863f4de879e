import { Redirect as Navigate } from 'wouter';

export function Redirect({ to }: { readonly to: string }) {
  return <Navigate to={to} replace />;
}
