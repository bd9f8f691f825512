import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionState } from '../app/useSessionState';

/**
 * react-admin caches the signed-in identity (the name in the app bar); the session is where a
 * profile change lands. When the user's name or email changes there, the cached identity is
 * refetched, so the app bar never shows the old name until a reload.
 */
export function IdentitySyncEffect() {
  const { user } = useSessionState();
  const queryClient = useQueryClient();
  const shown = user ? [user.name, user.surname, user.email].join('\u0000') : '';
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
  }, [shown, queryClient]);
  return null;
}
