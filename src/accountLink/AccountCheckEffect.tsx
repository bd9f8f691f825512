import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../app/useServices';
import { USER_DATA_LOADED } from '../authProvider/createSession';
import { useStoreValue } from '../store/useStoreValue';
import { isLinked } from './createAccountLink';

/**
 * SPEC §4: the account check runs at start-up, on the userDataLoaded event, and again on each
 * navigation or company change while a flag is false; the store skips it once both are true.
 */
export function AccountCheckEffect() {
  const { accountLink, session } = useServices();
  const { pathname } = useLocation();
  const companyId = useStoreValue(session.companyId);
  const linked = isLinked(useStoreValue(accountLink.state));

  useEffect(() => {
    if (!linked) void accountLink.check();
  }, [accountLink, pathname, companyId, linked]);

  useEffect(() => {
    const handleUserDataLoaded = () => void accountLink.check();
    window.addEventListener(USER_DATA_LOADED, handleUserDataLoaded);
    return () => window.removeEventListener(USER_DATA_LOADED, handleUserDataLoaded);
  }, [accountLink]);
  return null;
}
