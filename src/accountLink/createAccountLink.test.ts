import { describe, expect, it, vi } from 'vitest';
import { createSession } from '../authProvider/createSession';
import { createBrowserStorage } from '../storage/browserStorage';
import { fakeApi } from '../test/fakeApi';
import { makeToken } from '../test/makeToken';
import { createAccountLink } from './createAccountLink';

function setup(answer: unknown) {
  localStorage.clear();
  const storage = createBrowserStorage(localStorage);
  storage.setToken(makeToken({ exp: Date.now() / 1000 + 3600 }));
  storage.setCompanyId('c1');
  const api = fakeApi({ 'POST /userAccount': answer });
  const session = createSession({ api, storage, assignLocation: vi.fn() });
  return { api, session, link: createAccountLink({ api, session }) };
}

describe('createAccountLink', () => {
  it('asks the server for the current company', async () => {
    const { api, link } = setup({ hasAccount: true, hasMCC: false });
    await link.check();
    expect(api.call).toHaveBeenCalledWith(expect.objectContaining({ path: '/userAccount' }), { body: { companyId: 'c1' } });
    expect(link.state.get()).toEqual({ status: 'checked', hasAccount: true, hasMCC: false });
  });

  it('is not repeated once both flags are true', async () => {
    const { api, link } = setup({ hasAccount: true, hasMCC: true });
    await link.check();
    await link.check();
    expect(api.call).toHaveBeenCalledTimes(1);
  });

  it('is repeated while a flag is false', async () => {
    const { api, link } = setup({ hasAccount: true, hasMCC: false });
    await link.check();
    await link.check();
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  it('a failed check counts as both false', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { link } = setup(() => {
      throw new Error('down');
    });
    await link.check();
    expect(link.state.get()).toEqual({ status: 'checked', hasAccount: false, hasMCC: false });
  });

  it('a company switch forgets the previous answer', async () => {
    const { link, session } = setup({ hasAccount: true, hasMCC: true });
    await link.check();
    session.switchCompany('c2');
    expect(link.state.get().status).toBe('idle');
  });
});
