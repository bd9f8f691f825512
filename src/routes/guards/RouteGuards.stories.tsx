import { useState } from 'react';
import { createFakeServices } from '../../test/createFakeServices';
import { ShellStoryWrapper } from '../../test/ShellStoryWrapper';
import { AccountLinkGuard } from './AccountLinkGuard';
import { PublicRouteGuard } from './PublicRouteGuard';
import { SubscriptionRouteGuard } from './SubscriptionRouteGuard';
import { ROUTES } from '../routeTable';

export default { title: 'Shell/RouteGuards' };

const routeAt = (path: string) => ROUTES.find((r) => r.path === path)!;
const Page = () => <p>protected content</p>;

/** A * route without ad account: goes to check, carrying where it was going. */
export function UnlinkedStarRoute() {
  const [fake] = useState(() => createFakeServices({ user: { _id: 'u' }, link: { hasAccount: true, hasMCC: false } }));
  return (
    <ShellStoryWrapper services={fake.services} path="improvements?x=1">
      <AccountLinkGuard mode="linked">
        <Page />
      </AccountLinkGuard>
    </ShellStoryWrapper>
  );
}

export function LinkedStarRoute() {
  const [fake] = useState(() => createFakeServices({ user: { _id: 'u' }, link: { hasAccount: true, hasMCC: true } }));
  return (
    <ShellStoryWrapper services={fake.services} path="improvements">
      <AccountLinkGuard mode="linked">
        <Page />
      </AccountLinkGuard>
    </ShellStoryWrapper>
  );
}

/** check once both links exist: gone, back to mainpage. */
export function CheckWhenLinked() {
  const [fake] = useState(() => createFakeServices({ user: { _id: 'u' }, link: { hasAccount: true, hasMCC: true } }));
  return (
    <ShellStoryWrapper services={fake.services} path="check">
      <AccountLinkGuard mode="unlinked">
        <Page />
      </AccountLinkGuard>
    </ShellStoryWrapper>
  );
}

export function LoginWhenSignedIn() {
  const [fake] = useState(() => createFakeServices({ user: { _id: 'u' } }));
  return (
    <ShellStoryWrapper services={fake.services} path="login">
      <PublicRouteGuard route={routeAt('login')}>
        <Page />
      </PublicRouteGuard>
    </ShellStoryWrapper>
  );
}

export function CorporateWithoutCode() {
  const [fake] = useState(() => createFakeServices());
  return (
    <ShellStoryWrapper services={fake.services} path="registerV2?corporateAccess=nope">
      <PublicRouteGuard route={routeAt('registerV2')}>
        <Page />
      </PublicRouteGuard>
    </ShellStoryWrapper>
  );
}

export function CorporateWithCode() {
  const [fake] = useState(() => createFakeServices());
  return (
    <ShellStoryWrapper services={fake.services} path="registerV2?corporateAccess=Corporations">
      <PublicRouteGuard route={routeAt('registerV2')}>
        <Page />
      </PublicRouteGuard>
    </ShellStoryWrapper>
  );
}

/** payment/changeSubscription for a paid user: already has a plan. */
export function ChangeSubscriptionWhenPaid() {
  const [fake] = useState(() => createFakeServices({ user: { _id: 'u', subscription: { subscriptionType: 'standard' } } }));
  return (
    <ShellStoryWrapper services={fake.services} path="payment/changeSubscription">
      <SubscriptionRouteGuard guard="noPlanYet">
        <Page />
      </SubscriptionRouteGuard>
    </ShellStoryWrapper>
  );
}

/** payment/subscription for a freemium user: must choose a plan first. */
export function SubscriptionWhenFree() {
  const [fake] = useState(() => createFakeServices({ user: { _id: 'u', subscription: { subscriptionType: 'freemium' } } }));
  return (
    <ShellStoryWrapper services={fake.services} path="payment/subscription">
      <SubscriptionRouteGuard guard="paidPlan">
        <Page />
      </SubscriptionRouteGuard>
    </ShellStoryWrapper>
  );
}
