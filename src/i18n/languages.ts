/** SPEC §1/§9: the interface languages (URL prefixes), Spanish first as the default. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'en';

export const LANGUAGE_NAMES: Record<Language, string> = { es: 'Español', en: 'English' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** SPEC §1: right-to-left scripts; ready for when such a language is added. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);

export type Direction = 'ltr' | 'rtl';

export const directionOf = (language: string): Direction =>
  RTL_LANGUAGES.has(language.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
