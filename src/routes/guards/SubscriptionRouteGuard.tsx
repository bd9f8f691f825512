import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useSessionState } from '../../app/useSessionState';
import { subscriptionRedirect, type SubscriptionGuard } from '../subscription';

export type SubscriptionRouteGuardProps = { guard: SubscriptionGuard; children: ReactNode };

/** SPEC §4 payment guards, reading the signed-in user's subscription type. */
export function SubscriptionRouteGuard({ guard, children }: SubscriptionRouteGuardProps) {
  const { user } = useSessionState();
  const to = useLocalizedPath();
  const redirect = subscriptionRedirect(guard, user?.subscription?.subscriptionType);
  return redirect ? <Navigate to={to(redirect)} replace /> : <>{children}</>;
}
