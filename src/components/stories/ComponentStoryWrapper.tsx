import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { LanguageContext } from '../../app/languageContext';
import { directionOf, type Language } from '../../i18n/languages';
import { createTestI18n } from '../../test/createTestI18n';
import { createAppTheme } from '../../theme/createAppTheme';
import type { ThemeMode } from '../../theme/themeMode';

export type ComponentStoryWrapperProps = { language?: Language; mode?: ThemeMode; children: ReactNode };

/**
 * What a shared component needs around it, and no more: the app's theme in the given mode, the
 * real messages in the given language, the language context (formatting) and a router (links).
 */
export function ComponentStoryWrapper({ language = 'es', mode = 'light', children }: ComponentStoryWrapperProps) {
  const [i18n] = useState(() => createTestI18n(language));
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>
        <ThemeProvider theme={createAppTheme(mode, directionOf(language))}>
          <CssBaseline />
          <MemoryRouter>{children}</MemoryRouter>
        </ThemeProvider>
      </LanguageContext.Provider>
    </I18nextProvider>
  );
}
