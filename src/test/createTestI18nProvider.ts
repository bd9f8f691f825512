import type { i18n as I18n } from 'i18next';
import type { I18nProvider } from 'ra-core';
import { LANGUAGES, LANGUAGE_NAMES } from '../i18n/languages';

/**
 * react-admin's translator over an already initialised test instance (createTestI18n), so
 * react-admin components and react-i18next read the same messages, synchronously. It maps the
 * options as ra-i18n-i18next's provider does (`_` → defaultValue, smart_count → count), which the
 * app gets from getI18nProvider (asynchronous, because it initialises the instance itself).
 */
export function createTestI18nProvider(i18n: I18n): I18nProvider {
  return {
    translate: (key: string, options: Record<string, unknown> = {}) => {
      const { _: defaultValue, ...rest } = options;
      const count = typeof options.smart_count === 'number' ? options.smart_count : undefined;
      return String(i18n.t(key, { defaultValue: defaultValue as string | undefined, count, ...rest }));
    },
    changeLocale: async (locale: string) => {
      await i18n.changeLanguage(locale);
    },
    getLocale: () => i18n.language,
    getLocales: () => LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  };
}
