import { useEffect } from 'react';
import type { ThemeMode } from './themeMode';

/** SPEC §1: the theme is applied as data-theme on <html>. */
export function DocumentThemeEffect({ mode }: { mode: ThemeMode }) {
  useEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  return null;
}
