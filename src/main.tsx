import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAccountLink } from './accountLink/createAccountLink';
import { AppRoot } from './app/AppRoot';
import { createI18nProvider, i18nProviderStore, initialLanguage } from './i18n/i18n';
import { api, session } from './services';
import { storage } from './storage/storage';
import { createThemeModeStore } from './theme/themeMode';

storage.captureAttribution(window.location.search);
session.init();

createI18nProvider(initialLanguage(window.location.pathname, storage.getUserLanguage())).then((provider) =>
  i18nProviderStore.set(provider),
);

const services = {
  api,
  session,
  accountLink: createAccountLink({ api, session }),
  themeMode: createThemeModeStore(storage.getTheme()),
  setStoredTheme: storage.setTheme,
  setStoredLanguage: storage.setUserLanguage,
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot services={services} />
  </StrictMode>,
);
