import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { CallDef } from '../../../../contract/define';
import { useServices } from '../../../app/useServices';
import { useSessionState } from '../../../app/useSessionState';
import type { CallArgs } from '../../../dataProvider/createApiClient';
import { storage } from '../../../storage/storage';
import { callWithBuilderToken, getBuilderToken, REFRESH_MARGIN_MS } from './builderToken';

export const builderTokenQueryKey = (userId: string) => ['emailBuilder', 'token', userId] as const;

/**
 * The signed-in user's builder token for a screen: `token` (with `builder`: which editor to load),
 * `call(def, args)` for calls that need the `x-stripo-token` header (retried once with a new token
 * on BUILDER_TOKEN_MISSING, never signing the user out for it), and `refresh()` for a new token
 * (Stripo's onTokenRefreshRequest). While the screen is open the token is renewed before it expires.
 */
export function useBuilderToken() {
  const { api, session } = useServices();
  const userId = useSessionState().user?._id ?? '';
  const query = useQuery({
    queryKey: builderTokenQueryKey(userId),
    queryFn: () => getBuilderToken(api, userId),
    enabled: Boolean(userId),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const { refetch } = query;
  const expiresAt = query.data?.expiresAt;

  useEffect(() => {
    if (!expiresAt) return;
    // Wake just inside the refresh margin: getBuilderToken then sees it as spent and asks anew.
    const wait = Math.max(0, Date.parse(expiresAt) - REFRESH_MARGIN_MS - Date.now() + 1000);
    const timer = setTimeout(() => void refetch(), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt, refetch]);

  const call = useCallback(
    <T = unknown>(def: CallDef, args: CallArgs = {}) =>
      callWithBuilderToken<T>(api, def, args, { userId, sessionToken: storage.getToken(), onSessionUnauthorized: () => session.expire() }),
    [api, session, userId],
  );
  const refresh = useCallback(async () => {
    const token = await getBuilderToken(api, userId, { force: true });
    void refetch();
    return token;
  }, [api, userId, refetch]);

  return { token: query.data, builder: query.data?.builder, isPending: query.isPending && Boolean(userId), error: query.error, call, refresh };
}
