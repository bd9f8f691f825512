import type { User } from '../../contract/auth';
import type { Company } from '../../contract/companies';
import type { ApiClient } from '../dataProvider/createApiClient';
import { LocalRefusal } from '../dataProvider/errors/LocalRefusal';
import type { BrowserStorage, StoredUser } from '../storage/browserStorage';
import { createStore } from '../store/createStore';
import { isTokenExpired } from './isTokenExpired';
import { initialSessionState, sessionReducer, type SessionAction } from './sessionReducer';

export type SessionDeps = {
  api: ApiClient;
  storage: BrowserStorage;
  /** Full-page navigation (logout to the site root); a fake in tests. */
  assignLocation: (url: string) => void;
  now?: () => number;
};

// Loaded on first use: the contract's schemas are not needed to paint the login page.
const authCalls = () => import('../../contract/auth').then((m) => m.authCalls);
const companyCalls = () => import('../../contract/companies').then((m) => m.companyCalls);

export type Credentials = { email: string; password: string };
export type SessionPayload = { token: string; user: User | StoredUser };

/** Fired on window when the user's data is (re)loaded: the account check listens for it (SPEC §4). */
export const USER_DATA_LOADED = 'userDataLoaded';

/**
 * The session of SPEC §4, outside React so the API client, react-admin's authProvider and the
 * public pages share it. Side effects (storage, redirects, cache clearing) all happen here.
 */
export function createSession({ api, storage, assignLocation, now = Date.now }: SessionDeps) {
  const state = createStore(initialSessionState);
  const companyId = createStore<string | null>(storage.getCompanyId());
  const companies = createStore<Company[]>([]);
  const cacheClearers = new Set<() => void>();

  const dispatch = (action: SessionAction) => state.set(sessionReducer(state.get(), action));
  const announceUserData = () => window.dispatchEvent(new Event(USER_DATA_LOADED));

  function setCompany(id: string | null) {
    storage.setCompanyId(id);
    companyId.set(id);
  }

  function clearEverything() {
    storage.clearSession();
    companyId.set(null);
    companies.set([]);
    companiesLoad = null;
    cacheClearers.forEach((clear) => clear());
  }

  /** The latest load of the user's companies (null before the first and after sign-out). */
  let companiesLoad: Promise<Company[]> | null = null;

  /** Keeps the stored company if it is still one of the user's, else takes the first. */
  function loadCompanies(): Promise<Company[]> {
    const request = (async () => {
      const { data } = await api.call<{ data: Company[] }>((await companyCalls()).listCompanies);
      companies.set(data);
      const current = storage.getCompanyId();
      if (!data.some((c) => c._id === current)) setCompany(data[0]?._id ?? null);
      else companyId.set(current);
      return data;
    })();
    companiesLoad = request;
    // A failed load is not kept: the next caller tries again.
    request.catch(() => {
      if (companiesLoad === request) companiesLoad = null;
    });
    return request;
  }

  /**
   * The companies once loaded, starting the load if none has started. Right after a page load the
   * list (and so the role in the current company) is still on its way: access checks wait here.
   */
  const readyCompanies = (): Promise<Company[]> => companiesLoad ?? loadCompanies();

  async function establish({ token, user }: SessionPayload) {
    storage.setToken(token);
    storage.setUserCompanyData({ userObject: user });
    await loadCompanies().catch((error) => console.error('Could not load companies', error));
    dispatch({ type: 'login', user });
    announceUserData();
  }

  /** Every sign-in (password or identity provider) ends the same way: a session, or a failure and no token. */
  async function signIn(obtain: () => Promise<SessionPayload>) {
    try {
      await establish(await obtain());
    } catch (error) {
      storage.clearSession();
      dispatch({ type: 'loginFailure', errorMsg: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  function updateUser(user: StoredUser) {
    storage.setUserCompanyData({ userObject: user });
    dispatch({ type: 'userUpdated', user });
  }

  return {
    state,
    companyId,
    /** The user's companies with their role in each (from GET companies). */
    companies,
    /**
     * Reads the stored token once at start. Returns 'expired' when it has to send the browser to
     * the site root (an expired token at start is a full logout).
     */
    init(): 'signedIn' | 'signedOut' | 'expired' {
      const token = storage.getToken();
      if (!token) {
        dispatch({ type: 'logout' });
        return 'signedOut';
      }
      if (isTokenExpired(token, now())) {
        this.fullLogout();
        return 'expired';
      }
      const stored = storage.getUserCompanyData()?.userObject;
      if (stored) dispatch({ type: 'login', user: stored });
      // Refresh the user in the background; a 401 here takes the expiry path via the client.
      authCalls()
        .then((calls) => api.call<User>(calls.getUser))
        .then((user) => {
          if (state.get().isLogged) updateUser(user);
          else if (storage.getToken()) dispatch({ type: 'login', user });
          return readyCompanies();
        })
        .then(announceUserData)
        .catch((error) => {
          console.error('Could not load the signed-in user', error);
          if (!state.get().isLogged && !storage.getToken()) dispatch({ type: 'logout' });
        });
      return 'signedIn';
    },
    async login(credentials: Credentials) {
      await signIn(async () => api.call<SessionPayload>((await authCalls()).login, { body: credentials }));
    },
    /**
     * The identity provider's return (`/{lang}/login?token=…`): the token is checked by loading
     * its user (GET user) before it is stored, so a bad one leaves no session behind.
     */
    async loginWithToken(token: string) {
      await signIn(async () => {
        if (isTokenExpired(token, now())) throw new LocalRefusal('Invalid or expired token', 401);
        const user = await api.call<User>((await authCalls()).getUser, { token });
        return { token, user };
      });
    },
    /** Registration, code sign-in and password changes also answer with a session. */
    establish,
    updateUser,
    loadCompanies,
    readyCompanies,
    switchCompany(id: string) {
      setCompany(id);
      cacheClearers.forEach((clear) => clear());
      announceUserData();
    },
    logout() {
      clearEverything();
      dispatch({ type: 'logout' });
    },
    /** SPEC §2: a full logout sends the browser to the site root. */
    fullLogout() {
      this.logout();
      assignLocation('/');
    },
    /** SPEC §4 expiry: token and company data removed, every cached query cleared. */
    expire() {
      if (!storage.getToken() && !state.get().isLogged) return;
      clearEverything();
      dispatch({ type: 'expired' });
    },
    /** The 60-second check: expires the session when the stored token is expired or undecodable. */
    checkExpiry(): boolean {
      const token = storage.getToken();
      if (token && isTokenExpired(token, now())) {
        this.expire();
        return true;
      }
      return false;
    },
    hasValidToken(): boolean {
      const token = storage.getToken();
      return !!token && !isTokenExpired(token, now());
    },
    /** react-admin's QueryClient registers here so expiry and logout clear every cached query. */
    onClearCaches(clear: () => void) {
      cacheClearers.add(clear);
      return () => {
        cacheClearers.delete(clear);
      };
    },
  };
}

export type Session = ReturnType<typeof createSession>;
