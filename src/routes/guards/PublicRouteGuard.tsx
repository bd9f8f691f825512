import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useSessionState } from '../../app/useSessionState';
import type { RouteDef } from '../routeTable';

export type PublicRouteGuardProps = { route: RouteDef; children: ReactNode };

/** login sends a signed-in user to mainpage; registerV2 needs its corporate-access query value. */
export function PublicRouteGuard({ route, children }: PublicRouteGuardProps) {
  const { isLogged } = useSessionState();
  const [search] = useSearchParams();
  const to = useLocalizedPath();
  if (route.signedOutOnly && isLogged) return <Navigate to={to('mainpage')} replace />;
  if (route.requiredQuery && search.get(route.requiredQuery.name) !== route.requiredQuery.value) {
    return <Navigate to={to('login')} replace />;
  }
  return <>{children}</>;
}
