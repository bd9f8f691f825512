import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { languageRedirect } from '../routes/languagePath';
import { LanguageRoot } from './LanguageRoot';
import { ServicesContext, type Services } from './servicesContext';

function RootRedirect() {
  const { pathname, search } = useLocation();
  return <Navigate to={languageRedirect(pathname, search, localStorage.getItem('userLanguage')) ?? '/es/login'} replace />;
}

export type AppRootProps = { services: Services };

/** The top router: `/` goes to `{lang}/login`, everything else through the language prefix. */
export function AppRoot({ services }: AppRootProps) {
  return (
    <ServicesContext.Provider value={services}>
      <BrowserRouter>
        <Routes>
          <Route path="/:lang/*" element={<LanguageRoot />} />
          <Route path="*" element={<RootRedirect />} />
        </Routes>
      </BrowserRouter>
    </ServicesContext.Provider>
  );
}
