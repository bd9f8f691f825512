import type { Company } from '../../contract/companies';
import { createAccountLink, type AccountLinkState } from '../accountLink/createAccountLink';
import type { Services } from '../app/servicesContext';
import { createSession } from '../authProvider/createSession';
import { createBrowserStorage, type StoredUser } from '../storage/browserStorage';
import { createStore } from '../store/createStore';
import type { ThemeMode } from '../theme/themeMode';
import { createHandlerApi, type RecordedCall } from './createHandlerApi';

export type FakeServicesOptions = {
  handlers?: Record<string, unknown>;
  user?: StoredUser | null;
  link?: Partial<AccountLinkState>;
  theme?: ThemeMode;
  /** The session's companies (as GET companies loaded them) and the current one. */
  companies?: Company[];
  companyId?: string;
  /** A stored token (account checks only run with a valid one). */
  token?: string;
  /** Receives every API call (a test passes an array and asserts on it). */
  calls?: RecordedCall[];
};

/** Real session/account-link logic over a fake API and the jsdom/browser localStorage. */
export function createFakeServices({ handlers = {}, user = null, link, theme = 'light', companies, companyId, token, calls }: FakeServicesOptions = {}) {
  const storage = createBrowserStorage(localStorage);
  if (token) storage.setToken(token);
  if (companyId) storage.setCompanyId(companyId);
  const api = createHandlerApi(handlers, calls);
  const assigned: string[] = [];
  const session = createSession({ api, storage, assignLocation: (url) => assigned.push(url) });
  session.state.set({ user, isLogged: !!user, isLoading: false, errorMsg: null, expiredCount: 0 });
  if (companies) session.companies.set(companies);
  const accountLink = createAccountLink({ api, session });
  if (link) accountLink.state.set({ status: 'checked', hasAccount: false, hasMCC: false, ...link });
  const services: Services = {
    api,
    session,
    accountLink,
    themeMode: createStore<ThemeMode>(theme),
    setStoredTheme: storage.setTheme,
    setStoredLanguage: storage.setUserLanguage,
  };
  return { services, api, session, storage, assigned };
}

export type FakeServices = ReturnType<typeof createFakeServices>;
