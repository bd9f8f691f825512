import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { directionOf } from '../i18n/languages';
import { createAppTheme } from './createAppTheme';
import { emotionCacheFor } from './emotionCache';
import type { ThemeMode } from './themeMode';

export type AppThemeProviderProps = { mode: ThemeMode; language: string; children: ReactNode };

/** MUI theme and emotion cache for the language's direction (RTL flips styles via stylis). */
export function AppThemeProvider({ mode, language, children }: AppThemeProviderProps) {
  const direction = directionOf(language);
  const theme = useMemo(() => createAppTheme(mode, direction), [mode, direction]);
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
