import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AdminContext, memoryStore, Notification, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Role } from '../../../../contract/roles';
import { LanguageContext } from '../../../app/languageContext';
import { ServicesContext, type Services } from '../../../app/servicesContext';
import { canAccess } from '../../../authProvider/canAccess';
import type { Session } from '../../../authProvider/createSession';
import { withLocalizedErrors } from '../../../dataProvider/createApiClient';
import { createDataProvider } from '../../../dataProvider/createDataProvider';
import type { ApiClient } from '../../../dataProvider/createApiClient';
import type { ResourceDeclaration } from '../../../dataProvider/defineResource';
import { createErrorLocalizer, createFieldErrorLocalizer } from '../../../i18n/localizeApiError';
import { RESOURCES } from '../../../resources';
import { createStore } from '../../../store/createStore';
import { COMPANY_ID, OWNER_ID, sampleCrmData, type CrmData } from './crmFixtures';
import { createFakeCrmApi, type FakeCrmApi } from './createFakeCrmApi';
import { I18nextProvider } from 'react-i18next';
import { storyI18n, type StoryI18n } from './storyI18n';

export type CrmStoryWrapperProps = {
  children: ReactNode;
  /** Where the screen is mounted, under `/:lang` (e.g. `crm/contacts`). */
  path?: string;
  /** The route pattern that renders children, for screens that read params (e.g. `crm/contacts/:id`). */
  route?: string;
  language?: 'es' | 'en';
  role?: Role;
  data?: CrmData;
  /** A ready fake server (a test keeps it to read the recorded calls). */
  server?: FakeCrmApi;
  /** Other declared resources and the API answering them, for a resource that is not the CRM's. */
  resources?: readonly ResourceDeclaration[];
  api?: ApiClient;
  /** Translations added to the real ones (a new resource's own keys). */
  messages?: Record<string, unknown>;
};

/**
 * The real app pieces around a CRM screen: react-admin with the resource-derived dataProvider
 * over an in-memory fake server, the real translations, the role's canAccess, and a router
 * under the language prefix. Stories render screens in it; tests reuse those stories.
 */
export function CrmStoryWrapper({ children, path = 'crm/contacts', route, language = 'es', role = 'owner', data, server, resources, api: otherApi, messages }: CrmStoryWrapperProps) {
  const [fake] = useState(() => server ?? createFakeCrmApi(data ?? sampleCrmData()));
  const [i18n, setI18n] = useState<StoryI18n | null>(null);
  useEffect(() => {
    storyI18n(language).then((loaded) => {
      if (messages) loaded.instance.addResourceBundle(language, 'translation', messages, true, true);
      setI18n(loaded);
    });
  }, [language, messages]);

  const { services, dataProvider, authProvider } = useMemo(() => {
    const session = {
      companyId: createStore<string | null>(COMPANY_ID),
      companies: createStore([{ _id: COMPANY_ID, name: 'Demo Company', role }]),
      state: createStore({ user: { _id: OWNER_ID, email: 'owner@example.com', name: 'Olga' }, isLogged: true, isLoading: false, errorMsg: null }),
      establish: async () => undefined,
      switchCompany: () => undefined,
    } as unknown as Session;
    const authProvider: AuthProvider = {
      login: async () => undefined,
      logout: async () => undefined,
      checkAuth: async () => undefined,
      checkError: async () => undefined,
      getIdentity: async () => ({ id: OWNER_ID, fullName: 'Olga Dueña' }),
      canAccess: async ({ action, resource }) => canAccess(role, { action, resource }),
    };
    // The fake's refusals are localised as the real client's are, by the story's translations.
    const translator = {
      exists: (key: string) => Boolean(i18n?.instance.exists(key)),
      t: (key: string, options?: Record<string, unknown>) => i18n?.instance.t(key, options) ?? key,
      language,
    };
    const api = withLocalizedErrors(otherApi ?? fake.api, { localizeError: createErrorLocalizer(translator), localizeFieldError: createFieldErrorLocalizer(translator) });
    return {
      services: { api, session, themeMode: createStore('light'), setStoredTheme: () => undefined, setStoredLanguage: () => undefined } as unknown as Services,
      dataProvider: createDataProvider(resources ?? RESOURCES, { api, getCompanyId: () => COMPANY_ID }),
      authProvider,
    };
  }, [fake, role, language, i18n, otherApi, resources]);

  if (!i18n) return null;
  return (
    <I18nextProvider i18n={i18n.instance}>
      <ServicesContext.Provider value={services}>
        <MemoryRouter initialEntries={[`/${language}/${path}`]}>
          <LanguageContext.Provider value={language}>
            <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18n.provider} store={memoryStore()} basename={`/${language}`}>
              <Routes>
                <Route path={`/:lang/${route ?? path.split('?')[0]}`} element={children} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
              <Notification />
            </AdminContext>
          </LanguageContext.Provider>
        </MemoryRouter>
      </ServicesContext.Provider>
    </I18nextProvider>
  );
}

/** Where a story navigated to outside its screen (a test can assert on it). */
function LocationProbe() {
  const { pathname } = useLocation();
  return <div data-testid="navigated-away">{pathname}</div>;
}
