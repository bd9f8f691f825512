import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';
import { useLanguage } from '../app/useLanguage';

/** react-admin keeps its own locale in its store; make it follow the URL prefix, never lead it. */
export function LocaleSyncEffect() {
  const language = useLanguage();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (locale !== language) setLocale(language);
  }, [language, locale, setLocale]);
  return null;
}
