import { useState } from 'react';
import type { AdAccount } from '../../../contract/accounts';
import { ApiError } from '../../dataProvider/ApiError';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import ChooseAccountPage from './ChooseAccountPage';

export default { title: 'Account/ChooseAccountPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

const account = (overrides: Partial<AdAccount>): AdAccount => ({
  accountId: '111-222-3333', name: 'Acme Ads', currency: 'EUR', timezone: 'Europe/Madrid', kind: 'spicy', linkedCompanyId: null, ...overrides,
});
const accounts = [
  account({}),
  account({ accountId: '444-555-6666', name: 'Cuenta Beta', kind: 'own', linkedCompanyId: 'c2' }),
  account({ accountId: '777-888-9999', name: 'Cuenta actual', kind: 'own', linkedCompanyId: 'c1' }),
];
const linked = { hasAccount: true, hasMCC: true, accountId: '111-222-3333', kind: 'spicy', managerLinkStatus: 'ACTIVE' };
const awaitingManager = { hasAccount: true, hasMCC: false, accountId: '123-456-7890', kind: 'own', managerLinkStatus: 'PENDING' };

function ChooseAccountStory({ language = 'es', calls, handlers }: StoryProps & { handlers: Record<string, unknown> }) {
  const [fake] = useState(() => createFakeServices({ user: demoUser({ language }), companies: [demoCompany()], companyId: 'c1', calls, handlers }));
  return (
    // Sent here by the ad-account guard on the way to the campaigns.
    <ShellStoryWrapper services={fake.services} language={language} path="chooseAccount" state={{ from: `/${language}/mycampaigns` }} admin>
      <ChooseAccountPage />
    </ShellStoryWrapper>
  );
}

/** Three accounts: one to link, one linked to another company, one already linked here. */
export function WithAccounts(props: StoryProps) {
  return (
    <ChooseAccountStory
      {...props}
      handlers={{ 'GET /list-accounts': { data: accounts, manager: { accountId: '000-000-0000', name: 'Manager' } }, 'POST /setSpicyAccount': linked, 'POST /setOwnAccount': awaitingManager }}
    />
  );
}

/** No account to choose from: only the own-account form. */
export function NoAccounts(props: StoryProps) {
  return <ChooseAccountStory {...props} handlers={{ 'GET /list-accounts': { data: [], manager: { accountId: '000-000-0000', name: 'Manager' } } }} />;
}

/** The list is still loading. */
export function Loading(props: StoryProps) {
  return <ChooseAccountStory {...props} handlers={{ 'GET /list-accounts': () => new Promise(() => undefined) }} />;
}

/** The list fails with a server error. */
export function ListFailed(props: StoryProps) {
  const fail = () => {
    throw new ApiError('Internal Server Error', 500);
  };
  return <ChooseAccountStory {...props} handlers={{ 'GET /list-accounts': fail }} />;
}

/** The chosen account was linked to another company meanwhile. */
export function LinkRefused(props: StoryProps) {
  const refuse = () => {
    throw new ApiError('Esta cuenta publicitaria ya está vinculada a otra empresa.', 409, { error_code: 'account_in_use' });
  };
  return <ChooseAccountStory {...props} handlers={{ 'GET /list-accounts': { data: accounts, manager: { accountId: '000-000-0000', name: 'Manager' } }, 'POST /setSpicyAccount': refuse }} />;
}
