import { useMemo, useState, type ReactNode } from 'react';
import type { User } from '../../../../contract/auth';
import type { Services } from '../../../app/servicesContext';
import type { Session } from '../../../authProvider/createSession';
import { createStore } from '../../../store/createStore';
import { ShellStoryWrapper } from '../../../test/ShellStoryWrapper';
import { StripeJsContext } from '../api/StripeJsContext';
import { BillingClientContext } from '../api/useBillingClient';
import type { FakeBillingClient } from './createFakeBillingClient';
import { createFakeStripeJs, type FakeStripeJs } from './createFakeStripeJs';

export type BillingStoryWrapperProps = {
  children: ReactNode;
  client: FakeBillingClient;
  /** Where the page is mounted under `/:lang`, with any query (e.g. `payment/changeSubscription?plan=standard`). */
  path: string;
  language?: 'es' | 'en';
  /** Stripe.js as the card entry gets it when the fake server says Stripe (see withStripeConfig); never the real one. */
  stripeJs?: FakeStripeJs;
};

/**
 * A billing page in the shell's story wrapper (real translations, router, react-admin context)
 * with a fake billing server and a fake Stripe.js, and a session whose user follows the fake's
 * plan (as GET /user would after a change). Where the page navigates shows in the wrapper's
 * `location` probe.
 */
export function BillingStoryWrapper({ children, client, path, language = 'es', stripeJs }: BillingStoryWrapperProps) {
  const [fakeStripeJs] = useState(() => stripeJs ?? createFakeStripeJs());
  const services = useMemo(() => {
    const user = (): User => ({
      _id: 'u1', name: 'Ana', surname: 'Test', email: 'ana@example.com', phone: null, language,
      subscription: { subscriptionType: client.state.plan }, createdAt: '2026-01-01T00:00:00.000Z',
    });
    const state = createStore({ user: user(), isLogged: true, isLoading: false, errorMsg: null, expiredCount: 0 });
    const session = { state, updateUser: (u: User) => state.set({ ...state.get(), user: u }) } as unknown as Session;
    const api = { baseUrl: '/api', call: async () => user() };
    return { api, session } as unknown as Services;
  }, [client, language]);

  return (
    <ShellStoryWrapper services={services} language={language} path={path} admin>
      <BillingClientContext.Provider value={client}>
        <StripeJsContext.Provider value={fakeStripeJs.load}>{children}</StripeJsContext.Provider>
      </BillingClientContext.Provider>
    </ShellStoryWrapper>
  );
}
