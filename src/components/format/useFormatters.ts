import { useMemo } from 'react';
import { useLanguage } from '../../app/useLanguage';
import { createFormatters, type Formatters } from './formatters';

/** The formatters of the interface language (the URL's), made once per language. */
export function useFormatters(): Formatters {
  const language = useLanguage();
  return useMemo(() => createFormatters(language), [language]);
}
