import { createSession } from './authProvider/createSession';
import { API_BASE } from './config';
import { createApiClient } from './dataProvider/createApiClient';
import { storage } from './storage/storage';

/** The app's singletons, wired once. Components receive them through hooks so stories can fake them. */
export const api = createApiClient({
  baseUrl: API_BASE,
  getToken: storage.getToken,
  getContainerIndex: storage.getAssignedContainer,
  onUnauthorized: () => session.expire(),
});

export const session = createSession({
  api,
  storage,
  assignLocation: (url) => window.location.assign(url),
});
