import type { Decorator } from '@storybook/react-vite';
import type { Role } from '../../../contract/roles';
import { CrmStoryWrapper } from '../crm/stories/CrmStoryWrapper';
import { emailServer, type EmailData } from './emailFake';

export type EmailStoryParams = { language?: 'es' | 'en'; role?: Role; path?: string; route?: string; change?: (data: EmailData) => void };

/** The real app pieces around an email screen over a fake email server of its own (stories' `parameters.email`). */
export const withEmailServer = (defaults: { path: string; route?: string }): Decorator => (Story, { parameters }) => {
  const { language = 'es', role = 'owner', path = defaults.path, route = defaults.route, change } = (parameters.email ?? {}) as EmailStoryParams;
  return (
    <CrmStoryWrapper server={emailServer(change).server} path={path} route={route ?? path.split('?')[0]} language={language} role={role}>
      <Story />
    </CrmStoryWrapper>
  );
};
