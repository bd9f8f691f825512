import { useCallback } from 'react';
import { withLanguage } from '../routes/languagePath';
import { useLanguage } from './useLanguage';

/** Absolute path under the current language prefix: `to('mainpage')` → `/es/mainpage`. */
export function useLocalizedPath() {
  const language = useLanguage();
  return useCallback((path: string) => withLanguage(language, path), [language]);
}
