import { createSession } from './authProvider/createSession';
import { API_BASE } from './config';
import { createApiClient } from './dataProvider/createApiClient';
import { i18n } from './i18n/i18n';
import { createErrorLocalizer, createFieldErrorLocalizer } from './i18n/localizeApiError';
import { storage } from './storage/storage';

/** The app's one i18next instance, as the API client's error texts read it (at the time of the error). */
const translator = {
  exists: (key: string) => i18n.exists(key),
  t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options),
  get language() {
    return i18n.language ?? 'es';
  },
};

/** The app's singletons, wired once. Components receive them through hooks so stories can fake them. */
export const api = createApiClient({
  baseUrl: API_BASE,
  getToken: storage.getToken,
  getContainerIndex: storage.getAssignedContainer,
  onUnauthorized: () => session.expire(),
  localizeError: createErrorLocalizer(translator),
  localizeFieldError: createFieldErrorLocalizer(translator),
});

export const session = createSession({
  api,
  storage,
  assignLocation: (url) => window.location.assign(url),
});
