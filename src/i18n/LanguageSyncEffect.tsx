import { useEffect } from 'react';
import { useServices } from '../app/useServices';
import { useStoreValue } from '../store/useStoreValue';
import { i18n, i18nProviderStore } from './i18n';
import { directionOf, type Language } from './languages';

/**
 * The URL prefix is the source of truth: i18next follows it (once initialised), <html> gets lang
 * and dir, and the choice is remembered as userLanguage. Runs outside the translations gate, so it
 * talks to the instance directly rather than through react-i18next.
 */
export function LanguageSyncEffect({ language }: { language: Language }) {
  const { setStoredLanguage } = useServices();
  const ready = useStoreValue(i18nProviderStore) !== null;
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
    setStoredLanguage(language);
    if (ready && i18n.language !== language) void i18n.changeLanguage(language);
  }, [language, ready, setStoredLanguage]);
  return null;
}
