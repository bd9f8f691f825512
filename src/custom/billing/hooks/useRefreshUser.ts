import { useCallback } from 'react';
import { authCalls, type User } from '../../../../contract/auth';
import { useServices } from '../../../app/useServices';

/** Reloads the signed-in user after a plan change, so the payment guards see the new plan. */
export function useRefreshUser() {
  const { api, session } = useServices();
  return useCallback(async () => {
    session.updateUser(await api.call<User>(authCalls.getUser));
  }, [api, session]);
}
