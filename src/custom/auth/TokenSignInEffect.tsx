import { useEffect, useRef } from 'react';
import { useServices } from '../../app/useServices';

export type TokenSignInEffectProps = {
  token: string;
  onSignedIn: () => void;
  onFailure: (error: unknown) => void;
};

/** The address bar without `token`: a token left there would stay in history and be shared with the URL. */
function stripTokenFromAddress() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  // Keep react-router's history state (its entry index) so back/forward still work.
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The identity provider sends the browser back to `/{lang}/login?token=…`: sign in with that token
 * through the session (as a password login would store it). Runs once, even under StrictMode.
 */
export function TokenSignInEffect({ token, onSignedIn, onFailure }: TokenSignInEffectProps) {
  const { session } = useServices();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    stripTokenFromAddress();
    session.loginWithToken(token).then(onSignedIn, onFailure);
  }, [session, token, onSignedIn, onFailure]);
  return null;
}
