import { createContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/** The language of the URL prefix: the source of truth for the interface language. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);
