import { ATTRIBUTION_KEYS, STORAGE_KEYS, type AttributionKey } from './storageKeys';

export type StoredUser = {
  _id: string;
  name?: string;
  surname?: string;
  email?: string;
  language?: string;
  subscription?: { subscriptionType?: string };
  [key: string]: unknown;
};

export type UserCompanyData = { userObject: StoredUser };

/** The subset of the Storage API we use, so tests can pass a Map-backed fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Typed access to the SPEC §3 keys; a corrupt value reads as absent rather than throwing. */
export function createBrowserStorage(store: KeyValueStorage) {
  const read = (key: string) => store.getItem(key);
  const write = (key: string, value: string | null) =>
    value === null ? store.removeItem(key) : store.setItem(key, value);

  return {
    getToken: () => read(STORAGE_KEYS.token),
    setToken: (token: string | null) => write(STORAGE_KEYS.token, token),
    getCompanyId: () => read(STORAGE_KEYS.companyId),
    setCompanyId: (id: string | null) => write(STORAGE_KEYS.companyId, id),
    getUserLanguage: () => read(STORAGE_KEYS.userLanguage),
    setUserLanguage: (lang: string) => write(STORAGE_KEYS.userLanguage, lang),
    getTheme: () => read(STORAGE_KEYS.theme),
    setTheme: (theme: string) => write(STORAGE_KEYS.theme, theme),
    getUserCompanyData(): UserCompanyData | null {
      try {
        const parsed = JSON.parse(read(STORAGE_KEYS.userCompanyData) ?? 'null');
        return parsed && typeof parsed.userObject === 'object' && parsed.userObject ? parsed : null;
      } catch {
        return null;
      }
    },
    setUserCompanyData: (data: UserCompanyData | null) =>
      write(STORAGE_KEYS.userCompanyData, data === null ? null : JSON.stringify(data)),
    /** Media container index sent as X-Container-Index; 1 when unset or not a positive integer. */
    getAssignedContainer(): number {
      const n = Number(read(STORAGE_KEYS.assignedContainer));
      return Number.isInteger(n) && n >= 1 ? n : 1;
    },
    getAttribution(): Partial<Record<AttributionKey, string>> {
      const values: Partial<Record<AttributionKey, string>> = {};
      for (const key of ATTRIBUTION_KEYS) {
        const value = read(key);
        if (value) values[key] = value;
      }
      return values;
    },
    /**
     * Keeps the values of the first landing that carried any: a later visit with other parameters
     * neither overwrites nor adds to them, so one registration never mixes two campaigns.
     */
    captureAttribution(search: string) {
      if (ATTRIBUTION_KEYS.some((key) => read(key))) return;
      const query = new URLSearchParams(search);
      for (const key of ATTRIBUTION_KEYS) {
        const value = query.get(key);
        if (value) write(key, value.slice(0, 500));
      }
    },
    /** What a session end removes: the token and the cached company data. */
    clearSession() {
      write(STORAGE_KEYS.token, null);
      write(STORAGE_KEYS.userCompanyData, null);
      write(STORAGE_KEYS.companyId, null);
    },
  };
}

export type BrowserStorage = ReturnType<typeof createBrowserStorage>;
