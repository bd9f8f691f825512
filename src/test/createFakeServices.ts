import { createAccountLink, type AccountLinkState } from '../accountLink/createAccountLink';
import type { Services } from '../app/servicesContext';
import { createSession } from '../authProvider/createSession';
import { createBrowserStorage, type StoredUser } from '../storage/browserStorage';
import { createStore } from '../store/createStore';
import type { ThemeMode } from '../theme/themeMode';
import { createHandlerApi } from './createHandlerApi';

export type FakeServicesOptions = {
  handlers?: Record<string, unknown>;
  user?: StoredUser | null;
  link?: Partial<AccountLinkState>;
  theme?: ThemeMode;
};

/** Real session/account-link logic over a fake API and the jsdom/browser localStorage. */
export function createFakeServices({ handlers = {}, user = null, link, theme = 'light' }: FakeServicesOptions = {}) {
  const storage = createBrowserStorage(localStorage);
  const api = createHandlerApi(handlers);
  const assigned: string[] = [];
  const session = createSession({ api, storage, assignLocation: (url) => assigned.push(url) });
  session.state.set({ user, isLogged: !!user, isLoading: false, errorMsg: null, expiredCount: 0 });
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
