import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ServicesContext } from '../app/servicesContext';
import { USER_DATA_LOADED } from '../authProvider/createSession';
import { createFakeServices } from '../test/createFakeServices';
import { makeToken } from '../test/makeToken';
import { AccountCheckEffect } from './AccountCheckEffect';

const router = { navigate: (_path: string) => undefined as void };
const navigate = (path: string) => router.navigate(path);
/** Hands the test react-router's navigate, so it can move like a user clicking links. */
function NavigateProbe() {
  const go = useNavigate();
  useEffect(() => {
    router.navigate = (path) => void go(path);
  }, [go]);
  return null;
}

/** The effect over the real account-link store and a fake userAccount call that counts its calls. */
function setup() {
  localStorage.clear();
  localStorage.setItem('token', makeToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }));
  localStorage.setItem('companyId', 'c1');
  const answer = { hasAccount: false, hasMCC: false };
  const calls: unknown[] = [];
  const fake = createFakeServices({
    user: { _id: 'u1', name: 'Demo' },
    handlers: { 'POST /userAccount': ({ body }: { body: unknown }) => (calls.push(body), { ...answer }) },
  });
  render(
    <ServicesContext.Provider value={fake.services}>
      <MemoryRouter initialEntries={['/es/mainpage']}>
        <AccountCheckEffect />
        <NavigateProbe />
      </MemoryRouter>
    </ServicesContext.Provider>,
  );
  return { answer, calls, link: fake.services.accountLink };
}

describe('AccountCheckEffect (SPEC §4 account check)', () => {
  beforeEach(() => localStorage.clear());

  it('checks at start, on each navigation and on userDataLoaded while a flag is false, and never again once both are true', async () => {
    const { answer, calls, link } = setup();
    await waitFor(() => expect(calls).toEqual([{ companyId: 'c1' }]));

    act(() => navigate('/es/crm/contacts'));
    await waitFor(() => expect(calls).toHaveLength(2));

    act(() => void window.dispatchEvent(new Event(USER_DATA_LOADED)));
    await waitFor(() => expect(calls).toHaveLength(3));

    answer.hasAccount = true;
    answer.hasMCC = true;
    act(() => navigate('/es/mycampaigns'));
    await waitFor(() => expect(link.state.get()).toMatchObject({ status: 'checked', hasAccount: true, hasMCC: true }));
    const afterLinking = calls.length;

    act(() => navigate('/es/billing'));
    act(() => void window.dispatchEvent(new Event(USER_DATA_LOADED)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(afterLinking);
  });

  it('counts a failed check as both flags false', async () => {
    localStorage.setItem('token', makeToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }));
    localStorage.setItem('companyId', 'c1');
    const fake = createFakeServices({ user: { _id: 'u1', name: 'Demo' }, handlers: {} });
    render(
      <ServicesContext.Provider value={fake.services}>
        <MemoryRouter>
          <AccountCheckEffect />
        </MemoryRouter>
      </ServicesContext.Provider>,
    );
    await waitFor(() => expect(fake.services.accountLink.state.get()).toEqual({ status: 'checked', hasAccount: false, hasMCC: false }));
  });
});
