import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'ra-core';
import { createStore } from '../store/createStore';
import { createFetchBackend, type TranslationLoadError } from './fetchBackend';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, LANGUAGE_NAMES, isLanguage } from './languages';

/** The last translation-loading failure, shown to the user by the shell. */
export const translationError = createStore<TranslationLoadError | null>(null);

/** react-admin's provider over the same instance, once the first language has loaded. */
export const i18nProviderStore = createStore<I18nProvider | null>(null);

/** The app's one i18next instance; public pages read it through react-i18next, react-admin through the provider below. */
export const i18n = createInstance().use(createFetchBackend({ onError: (e) => translationError.set(e) }));

/** The language to start in: the URL prefix, else the stored userLanguage, else Spanish. */
export function initialLanguage(pathname: string, stored: string | null): string {
  const first = pathname.split('/')[1];
  if (isLanguage(first)) return first;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/**
 * Initialises the instance through ra-i18n-i18next (which also plugs in react-i18next), so the
 * shell and react-admin share one translator. Resolves once the first language is loaded.
 */
export const createI18nProvider = (language: string) =>
  getI18nProvider(
    i18n,
    {
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      interpolation: { escapeValue: false },
      returnNull: false,
    },
    LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  );
