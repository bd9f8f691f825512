import { createInstance, type i18n as I18n } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'ra-core';

type Messages = Record<string, unknown>;

// Every locales/<lng>/*.json merged, as the server serves /locales/<lng>.json.
const files = import.meta.glob<Messages>('../../../../locales/*/*.json', { eager: true, import: 'default' });

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    target[key] = value && typeof value === 'object' && !Array.isArray(value) ? merge((target[key] as Messages) ?? {}, value as Messages) : value;
  }
  return target;
}

function messagesOf(language: string): Messages {
  return Object.entries(files)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .reduce((all, [, messages]) => merge(all, messages), {} as Messages);
}

export type StoryI18n = { provider: I18nProvider; instance: I18n };
const cache = new Map<string, Promise<StoryI18n>>();

/**
 * The real translations, loaded without a server: stories and tests read what users read. The
 * instance goes to react-i18next too (public pages use it; ra-i18n-i18next has its own copy).
 */
export function storyI18n(language: 'es' | 'en'): Promise<StoryI18n> {
  if (!cache.has(language)) {
    const instance = createInstance();
    cache.set(
      language,
      getI18nProvider(
        instance,
        { lng: language, fallbackLng: 'en', resources: { es: { translation: messagesOf('es') }, en: { translation: messagesOf('en') } }, interpolation: { escapeValue: false } },
        [{ locale: 'es', name: 'Español' }, { locale: 'en', name: 'English' }],
      ).then((provider) => ({ provider, instance })),
    );
  }
  return cache.get(language)!;
}
