import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages';

/** `/{lang}/{path}` with the path relative to the language prefix. */
export const withLanguage = (language: string, path = ''): string => `/${language}/${path.replace(/^\/+/, '')}`;

/**
 * SPEC §2: a first path segment that is not a language gets the stored language (default es)
 * prepended, keeping the rest of the path and the query. Returns null when no redirect is needed.
 */
export function languageRedirect(pathname: string, search: string, stored: string | null): string | null {
  const first = pathname.split('/')[1] ?? '';
  if (isLanguage(first)) return null;
  const language: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  const rest = pathname.replace(/^\/+/, '');
  return rest ? `${withLanguage(language, rest)}${search}` : `${withLanguage(language, 'login')}${search}`;
}

/** The same location under another language prefix (the language switcher). */
export function switchLanguagePath(pathname: string, language: Language): string {
  const [, first, ...rest] = pathname.split('/');
  return isLanguage(first) ? withLanguage(language, rest.join('/')) : withLanguage(language, pathname);
}
