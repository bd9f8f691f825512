import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { SessionExpiryEffect } from '../authProvider/SessionExpiryEffect';
import { AuthLoader } from '../components/AuthLoader';
import { PageLoader } from '../components/PageLoader';
import { TranslationsGate } from '../i18n/TranslationsGate';
import { LanguageSyncEffect } from '../i18n/LanguageSyncEffect';
import { isLanguage } from '../i18n/languages';
import { languageRedirect } from '../routes/languagePath';
import { RouteElement } from '../routes/RouteElement';
import { PUBLIC_ROUTES } from '../routes/routeTable';
import { useStoreValue } from '../store/useStoreValue';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import { DocumentThemeEffect } from '../theme/DocumentThemeEffect';
import { LanguageContext } from './languageContext';
import { useServices } from './useServices';
import { useSessionState } from './useSessionState';

// The admin (react-admin and every signed-in page) is a separate chunk: public pages never load it.
const AdminApp = lazy(() => import('../App'));

/**
 * Everything under `/:lang`: a non-language first segment is redirected with the stored language
 * prepended; public pages render here directly, every other path goes to the admin.
 */
export function LanguageRoot() {
  const { lang } = useParams();
  const { pathname, search } = useLocation();
  const { themeMode } = useServices();
  const mode = useStoreValue(themeMode);
  const { isLoading } = useSessionState();

  if (!isLanguage(lang)) {
    return <Navigate to={languageRedirect(pathname, search, localStorage.getItem('userLanguage')) ?? '/es/login'} replace />;
  }
  return (
    <LanguageContext.Provider value={lang}>
      <AppThemeProvider mode={mode} language={lang}>
        <LanguageSyncEffect language={lang} />
        <DocumentThemeEffect mode={mode} />
        <SessionExpiryEffect />
        <TranslationsGate>
          {isLoading ? (
            <AuthLoader />
          ) : (
            <Routes>
              <Route index element={<Navigate to="login" replace />} />
              {PUBLIC_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
              ))}
              <Route
                path="*"
                element={
                  <Suspense fallback={<PageLoader />}>
                    <AdminApp />
                  </Suspense>
                }
              />
            </Routes>
          )}
        </TranslationsGate>
      </AppThemeProvider>
    </LanguageContext.Provider>
  );
}
