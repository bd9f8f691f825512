import { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Admin, CustomRoutes, Resource, memoryStore } from 'react-admin';
import { Route } from 'react-router';
import BusinessIcon from '@mui/icons-material/Business';
import { useLanguage } from './app/useLanguage';
import { useServices } from './app/useServices';
import { createAuthProvider } from './authProvider/createAuthProvider';
import { createAppDataProvider } from './dataProvider/createAppDataProvider';
import { i18nProviderStore } from './i18n/i18n';
import { directionOf } from './i18n/languages';
import { AppLayout } from './layout/AppLayout';
import { NotFoundPage } from './layout/NotFoundPage';
import { RouteElement } from './routes/RouteElement';
import { PRIVATE_ROUTES } from './routes/routeTable';
import { resourceRouteDefs } from './routes/resourceRouteDefs';
import { RESOURCES } from './resources';
import { useStoreValue } from './store/useStoreValue';
import { createAppTheme } from './theme/createAppTheme';

// The route table's pages, then a route for each declared resource that no area page mounts.
const ROUTES = [...PRIVATE_ROUTES, ...resourceRouteDefs(RESOURCES)];

/**
 * The signed-in app. It sits under `/:lang/*` of the top router, so react-admin gets the prefix
 * as basename. Its store is in memory: browser storage holds only the SPEC §3 keys.
 */
export default function App() {
  const language = useLanguage();
  const { api, session, themeMode } = useServices();
  const mode = useStoreValue(themeMode);
  const i18nProvider = useStoreValue(i18nProviderStore);
  const [queryClient] = useState(() => new QueryClient());
  const [store] = useState(() => memoryStore());
  const authProvider = useMemo(() => createAuthProvider(session), [session]);
  const dataProvider = useMemo(() => createAppDataProvider({ api, session }), [api, session]);
  const theme = useMemo(() => createAppTheme(mode, directionOf(language)), [mode, language]);

  // Expiry and logout clear every cached query (SPEC §4).
  useEffect(() => session.onClearCaches(() => queryClient.clear()), [session, queryClient]);

  return (
    <Admin
      basename={`/${language}`}
      title="Marketing CRM"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider ?? undefined}
      queryClient={queryClient}
      store={store}
      theme={theme}
      layout={AppLayout}
      catchAll={NotFoundPage}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <Resource name="companies" icon={BusinessIcon} recordRepresentation="name" />
      <CustomRoutes>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteElement route={route} />} />
        ))}
      </CustomRoutes>
    </Admin>
  );
}
