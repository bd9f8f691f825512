import { useState } from 'react';
import type { AccountLinkState } from '../../accountLink/createAccountLink';
import { createFakeServices } from '../../test/createFakeServices';
import type { RecordedCall } from '../../test/createHandlerApi';
import { demoCompany, demoUser, validToken } from '../../test/shellFixtures';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import CheckPage from './CheckPage';

export default { title: 'Account/CheckPage' };

type StoryProps = { language?: 'es' | 'en'; calls?: RecordedCall[] };

function CheckStory({ language = 'es', calls, link, from = 'mycampaigns' }: StoryProps & { link: Partial<AccountLinkState>; from?: string }) {
  const [fake] = useState(() =>
    createFakeServices({
      user: demoUser({ language }),
      companies: [demoCompany()],
      companyId: 'c1',
      token: validToken(),
      link,
      calls,
      // Meanwhile the account was linked elsewhere (e.g. in another tab).
      handlers: { 'POST /userAccount': { hasAccount: true, hasMCC: true, accountId: '111-222-3333', kind: 'spicy', managerLinkStatus: 'ACTIVE' } },
    }),
  );
  return (
    <ShellStoryWrapper services={fake.services} language={language} path="check" state={{ from: `/${language}/${from}` }}>
      <CheckPage />
    </ShellStoryWrapper>
  );
}

/** Stopped by the ad-account guard on the way to the campaigns: nothing linked yet. */
export function NothingLinked(props: StoryProps) {
  return <CheckStory {...props} link={{ hasAccount: false, hasMCC: false }} />;
}

/** The account is linked, the manager link still pending. */
export function ManagerLinkPending(props: StoryProps) {
  return <CheckStory {...props} link={{ hasAccount: true, hasMCC: false }} />;
}

/** Stopped on the way to "upgrade your plan": the text speaks of paying, not of campaign pages. */
export function FromUpgrade(props: StoryProps) {
  return <CheckStory {...props} link={{ hasAccount: false, hasMCC: false }} from="payment/changeSubscription" />;
}
