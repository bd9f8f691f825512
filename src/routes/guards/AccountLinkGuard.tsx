import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isLinked } from '../../accountLink/createAccountLink';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { PageLoader } from '../../components/PageLoader';
import { useStoreValue } from '../../store/useStoreValue';

export type AccountLinkGuardProps = { mode: 'linked' | 'unlinked'; children: ReactNode };

export type CheckLocationState = { from?: string };

/**
 * mode linked (the * routes): without ad account + manager link → check, carrying where the
 * user was going. mode unlinked (check, noGoogle): once both exist → that origin, or mainpage.
 */
export function AccountLinkGuard({ mode, children }: AccountLinkGuardProps) {
  const state = useStoreValue(useServices().accountLink.state);
  const location = useLocation();
  const to = useLocalizedPath();
  if (state.status !== 'checked' && !isLinked(state)) return <PageLoader />;
  if (mode === 'linked' && !isLinked(state)) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={to('check')} replace state={{ from } satisfies CheckLocationState} />;
  }
  if (mode === 'unlinked' && isLinked(state)) {
    const from = (location.state as CheckLocationState | null)?.from;
    return <Navigate to={from ?? to('mainpage')} replace />;
  }
  return <>{children}</>;
}
