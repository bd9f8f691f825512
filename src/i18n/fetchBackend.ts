import type { BackendModule, ReadCallback } from 'i18next';

export type TranslationLoadError = { language: string; url: string; status?: number; reason: 'http' | 'network' | 'parse' };

export type FetchBackendOptions = {
  loadPath?: (language: string) => string;
  fetch?: typeof fetch;
  /** Told about every failure; a JSON parse failure is never silent (SPEC §8). */
  onError?: (error: TranslationLoadError) => void;
};

/**
 * SPEC §8: a 5xx or no status at all (network) is worth retrying; a 4xx is not (the file is not
 * there). i18next retries when the read callback's second argument is `true`.
 */
export const isRetryableStatus = (status: number | undefined): boolean => !status || status >= 500;

/**
 * An i18next backend reading `/locales/{lng}.json`: one merged file per language, one namespace.
 */
export function createFetchBackend(options: FetchBackendOptions = {}): BackendModule {
  const loadPath = options.loadPath ?? ((lng) => `/locales/${lng}.json`);
  const report = (error: TranslationLoadError) => {
    console.error(`Translations for "${error.language}" could not be loaded (${error.reason})`, error);
    options.onError?.(error);
  };

  return {
    type: 'backend',
    init() {},
    read(language: string, _namespace: string, callback: ReadCallback) {
      const url = loadPath(language);
      const doFetch = options.fetch ?? fetch;
      doFetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
        .then(async (response) => {
          if (!response.ok) {
            report({ language, url, status: response.status, reason: 'http' });
            callback(`failed loading ${url}; status code: ${response.status}`, isRetryableStatus(response.status) as never);
            return;
          }
          const text = await response.text();
          let data: Record<string, unknown>;
          try {
            data = JSON.parse(text);
          } catch {
            report({ language, url, status: response.status, reason: 'parse' });
            callback(`failed parsing ${url} to json`, false as never);
            return;
          }
          callback(null, data as never);
        })
        .catch(() => {
          report({ language, url, reason: 'network' });
          callback(`failed loading ${url}`, true as never);
        });
    },
  };
}
