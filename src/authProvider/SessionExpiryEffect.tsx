import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../app/useLocalizedPath';
import { useServices } from '../app/useServices';
import { useSessionState } from '../app/useSessionState';

/** SPEC §9: how often the stored token's expiry is checked. */
export const TOKEN_CHECK_INTERVAL_MS = 60_000;

/**
 * Checks the token every 60 s and, whenever a session ends by expiry (the check, a 401, or
 * react-admin's checkAuth), sends the user to login with sessionExpired=true.
 */
export function SessionExpiryEffect() {
  const { session } = useServices();
  const { expiredCount } = useSessionState();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const seen = useRef(expiredCount);

  useEffect(() => {
    const timer = window.setInterval(() => session.checkExpiry(), TOKEN_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [session]);

  useEffect(() => {
    if (expiredCount === seen.current) return;
    seen.current = expiredCount;
    navigate(`${to('login')}?sessionExpired=true`, { replace: true });
  }, [expiredCount, navigate, to]);
  return null;
}
