import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { localeMessages } from './localeMessages';

/**
 * An i18next instance with the app's real messages (every locales/ file of both languages, the
 * same the server serves), initialised synchronously so a story renders translated at once.
 */
export function createTestI18n(language: Language): I18n {
  const instance = createInstance().use(initReactI18next);
  void instance.init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: localeMessages(l) }])),
    interpolation: { escapeValue: false },
    initImmediate: false,
    react: { useSuspense: false },
  });
  return instance;
}
