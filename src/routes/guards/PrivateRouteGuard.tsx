import type { ReactNode } from 'react';
import type { RouteDef } from '../routeTable';
import { AccountLinkGuard } from './AccountLinkGuard';
import { SubscriptionRouteGuard } from './SubscriptionRouteGuard';

export type PrivateRouteGuardProps = { route: RouteDef; children: ReactNode };

/** Applies the flags a signed-in route declares in the table (sign-in itself is react-admin's). */
export function PrivateRouteGuard({ route, children }: PrivateRouteGuardProps) {
  let content = children;
  if (route.subscription) content = <SubscriptionRouteGuard guard={route.subscription}>{content}</SubscriptionRouteGuard>;
  if (route.needsAdAccount) content = <AccountLinkGuard mode="linked">{content}</AccountLinkGuard>;
  if (route.onlyWhileUnlinked) content = <AccountLinkGuard mode="unlinked">{content}</AccountLinkGuard>;
  return <>{content}</>;
}
