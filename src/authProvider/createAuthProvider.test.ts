import { describe, expect, it, vi } from 'vitest';
import { createBrowserStorage } from '../storage/browserStorage';
import { fakeApi } from '../test/fakeApi';
import { makeToken } from '../test/makeToken';
import { createAuthProvider } from './createAuthProvider';
import { createSession } from './createSession';

function setup() {
  localStorage.clear();
  const storage = createBrowserStorage(localStorage);
  const session = createSession({ api: fakeApi({}), storage, assignLocation: vi.fn() });
  return { storage, session, auth: createAuthProvider(session) };
}

describe('createAuthProvider', () => {
  it('checkAuth passes with a valid token', async () => {
    const { storage, auth } = setup();
    storage.setToken(makeToken({ exp: Date.now() / 1000 + 60 }));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });
  it('checkAuth without a token sends to login', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login', message: false });
  });
  it('checkAuth with an expired token takes the expiry path', async () => {
    const { storage, auth, session } = setup();
    storage.setToken(makeToken({ exp: Date.now() / 1000 - 5 }));
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/login?sessionExpired=true', message: false });
    expect(storage.getToken()).toBeNull();
    expect(session.state.get().expiredCount).toBe(1);
  });
  it('getIdentity returns the signed-in user', async () => {
    const { auth, session } = setup();
    session.state.set({ ...session.state.get(), isLogged: true, user: { _id: 'u1', name: 'Ana', surname: 'Ruiz' } });
    await expect(auth.getIdentity!()).resolves.toEqual({ id: 'u1', fullName: 'Ana Ruiz' });
  });
  it('canAccess uses the role in the current company', async () => {
    const { auth, session } = setup();
    session.companyId.set('c1');
    session.companies.set([{ _id: 'c1', role: 'viewer' } as never]);
    await expect(auth.canAccess!({ action: 'edit', resource: 'companies' })).resolves.toBe(false);
    await expect(auth.canAccess!({ action: 'list', resource: 'companies' })).resolves.toBe(true);
  });

  it('canAccess waits for the companies still loading after a page load instead of refusing a write', async () => {
    localStorage.clear();
    const storage = createBrowserStorage(localStorage);
    storage.setToken(makeToken({ exp: Date.now() / 1000 + 600 }));
    storage.setCompanyId('c1');
    let answer: (value: unknown) => void = () => {};
    const api = fakeApi({
      'GET /user': { _id: 'u1', name: 'Ana' },
      'GET /companies': () => new Promise((resolve) => (answer = resolve)),
    });
    const session = createSession({ api, storage, assignLocation: vi.fn() });
    session.init();
    const auth = createAuthProvider(session);
    const create = auth.canAccess!({ action: 'create', resource: 'companies' });
    const edit = auth.canAccess!({ action: 'edit', resource: 'companies' });
    const companyCalls = () => api.call.mock.calls.filter(([def]) => def.path === '/companies');
    await vi.waitFor(() => expect(companyCalls()).toHaveLength(1));
    answer({ data: [{ _id: 'c1', name: 'Demo', role: 'owner' }], total: 1, page: 1, limit: 100 });
    await expect(create).resolves.toBe(true);
    await expect(edit).resolves.toBe(true);
    // One request served both checks and the start-up load.
    expect(companyCalls()).toHaveLength(1);
  });
  it('canAccess with companies that cannot load allows reads only (the server still decides)', async () => {
    const { auth } = setup();
    await expect(auth.canAccess!({ action: 'edit', resource: 'companies' })).resolves.toBe(false);
    await expect(auth.canAccess!({ action: 'delete', resource: 'contactLists' })).resolves.toBe(false);
    await expect(auth.canAccess!({ action: 'list', resource: 'companies' })).resolves.toBe(true);
    // Creating a company needs no role in one: anyone signed in may start their own.
    await expect(auth.canAccess!({ action: 'create', resource: 'companies' })).resolves.toBe(true);
  });
});
