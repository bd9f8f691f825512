import { Suspense } from 'react';
import { PageLoader } from '../components/PageLoader';
import { PrivateRouteGuard } from './guards/PrivateRouteGuard';
import { PublicRouteGuard } from './guards/PublicRouteGuard';
import type { RouteDef } from './routeTable';

export type RouteElementProps = { route: RouteDef };

/** A table entry as a routed element: its guards, then its lazy page behind the loading image. */
export function RouteElement({ route }: RouteElementProps) {
  const Guard = route.access === 'public' ? PublicRouteGuard : PrivateRouteGuard;
  const Page = route.page;
  return (
    <Guard route={route}>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </Guard>
  );
}
