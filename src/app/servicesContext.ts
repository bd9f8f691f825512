import { createContext } from 'react';
import type { AccountLink } from '../accountLink/createAccountLink';
import type { Session } from '../authProvider/createSession';
import type { ApiClient } from '../dataProvider/createApiClient';
import type { Store } from '../store/createStore';
import type { ThemeMode } from '../theme/themeMode';

/** What components may reach of the outside world; stories and tests pass fakes. */
export type Services = {
  api: ApiClient;
  session: Session;
  accountLink: AccountLink;
  themeMode: Store<ThemeMode>;
  setStoredTheme: (mode: ThemeMode) => void;
  setStoredLanguage: (language: string) => void;
};

export const ServicesContext = createContext<Services | null>(null);
