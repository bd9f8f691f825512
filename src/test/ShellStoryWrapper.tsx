import { useState, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LanguageContext } from '../app/languageContext';
import { ServicesContext, type Services } from '../app/servicesContext';
import { directionOf, type Language } from '../i18n/languages';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { createAppTheme } from '../theme/createAppTheme';
import type { ThemeMode } from '../theme/themeMode';
import { createTestI18n } from './createTestI18n';
import { createTestI18nProvider } from './createTestI18nProvider';

export type ShellStoryWrapperProps = {
  services: Services;
  language?: Language;
  /** Where the story starts, under the language prefix. */
  path?: string;
  /** Route pattern of the story's element (defaults to `path`). */
  pattern?: string;
  /** Router state of the first entry (e.g. the ad-account guard's `{ from }`). */
  state?: unknown;
  /**
   * Also give the story react-admin's context (its translator over the same real messages, an
   * in-memory store, the app's theme), for pages built from react-admin components.
   */
  admin?: boolean;
  /** The theme the story is drawn in (stories of both themes). */
  mode?: ThemeMode;
  /** With `admin`: the dataProvider react-admin's hooks read (see dataProvider/createAppDataProvider). */
  dataProvider?: DataProvider;
  children: ReactNode;
};

/** Shows where the story's navigation ended, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search + (location.state ? ` ${JSON.stringify(location.state)}` : '')}
    </output>
  );
}

type AdminStoryContextProps = { i18n: ReturnType<typeof createTestI18n>; language: Language; mode: ThemeMode; dataProvider?: DataProvider; children: ReactNode };

/** react-admin's providers as <Admin> sets them up in App.tsx, minus the auth provider (and the data provider unless given). */
function AdminStoryContext({ i18n, language, mode, dataProvider, children }: AdminStoryContextProps) {
  const [setup] = useState(() => ({
    i18nProvider: createTestI18nProvider(i18n),
    store: memoryStore(),
    theme: createAppTheme(mode, directionOf(language)),
    // A failed call shows its error at once: retries would only slow stories and tests down.
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  return (
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={setup.i18nProvider}
      store={setup.store}
      theme={setup.theme}
      queryClient={setup.queryClient}
      basename={`/${language}`}
    >
      {children}
    </AdminContext>
  );
}

/**
 * The shell's real providers (services, language, the real translations of every locales/ file,
 * theme, router) around one component; `admin` adds react-admin's context.
 */
export function ShellStoryWrapper({ services, language = 'es', path = 'mainpage', pattern, state, admin = false, mode = 'light', dataProvider, children }: ShellStoryWrapperProps) {
  const [i18n] = useState(() => createTestI18n(language));
  const routes = (
    <Routes>
      <Route path={`/:lang/${pattern ?? path.split('?')[0]}`} element={children} />
      <Route path="*" element={null} />
    </Routes>
  );
  return (
    <ServicesContext.Provider value={services}>
      <I18nextProvider i18n={i18n}>
        <LanguageContext.Provider value={language}>
          <AppThemeProvider mode={mode} language={language}>
            <MemoryRouter initialEntries={[{ pathname: `/${language}/${path.split('?')[0]}`, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state }]}>
              {admin ? (
                <AdminStoryContext i18n={i18n} language={language} mode={mode} dataProvider={dataProvider}>
                  {routes}
                </AdminStoryContext>
              ) : (
                routes
              )}
              <LocationProbe />
            </MemoryRouter>
          </AppThemeProvider>
        </LanguageContext.Provider>
      </I18nextProvider>
    </ServicesContext.Provider>
  );
}
