import { createSession } from './authProvider/createSession';
import { API_BASE } from './config';
import { createApiClient } from './dataProvider/createApiClient';
import { i18n } from './i18n/i18n';
import { createErrorLocalizer } from './i18n/localizeApiError';
import { storage } from './storage/storage';

/** The app's singletons, wired once. Components receive them through hooks so stories can fake them. */
export const api = createApiClient({
  baseUrl: API_BASE,
  getToken: storage.getToken,
  getContainerIndex: storage.getAssignedContainer,
  onUnauthorized: () => session.expire(),
  localizeError: createErrorLocalizer({ exists: (key) => i18n.exists(key), t: (key) => i18n.t(key) }),
});

export const session = createSession({
  api,
  storage,
  assignLocation: (url) => window.location.assign(url),
});
