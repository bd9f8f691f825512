import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../dataProvider/ApiError';
import { createBrowserStorage } from '../storage/browserStorage';
import { fakeApi } from '../test/fakeApi';
import { makeToken } from '../test/makeToken';
import { createSession, USER_DATA_LOADED } from './createSession';

const NOW = Date.UTC(2025, 0, 1);
const user = { _id: 'u1', name: 'Demo', subscription: { subscriptionType: 'standard' } };
const validToken = makeToken({ sub: 'u1', exp: NOW / 1000 + 3600 });
const expiredToken = makeToken({ sub: 'u1', exp: NOW / 1000 - 1 });
const companies = { data: [{ _id: 'c1', name: 'Demo Company' }, { _id: 'c2', name: 'Other' }], total: 2, page: 1, limit: 100 };

function setup(handlers: Record<string, unknown> = {}) {
  localStorage.clear();
  const storage = createBrowserStorage(localStorage);
  const api = fakeApi({ 'GET /companies': companies, 'GET /user': user, ...handlers });
  const assignLocation = vi.fn();
  const session = createSession({ api, storage, assignLocation, now: () => NOW });
  return { session, storage, api, assignLocation };
}

describe('createSession', () => {
  it('login stores the token, the user object and a company, then announces the user data', async () => {
    const { session, storage } = setup({ 'POST /login': { token: validToken, user } });
    const loaded = vi.fn();
    window.addEventListener(USER_DATA_LOADED, loaded);
    await session.login({ email: 'a@b.c', password: 'x' });
    window.removeEventListener(USER_DATA_LOADED, loaded);
    expect(storage.getToken()).toBe(validToken);
    expect(storage.getUserCompanyData()).toEqual({ userObject: user });
    expect(storage.getCompanyId()).toBe('c1');
    expect(session.state.get()).toMatchObject({ isLogged: true, isLoading: false, user, errorMsg: null });
    expect(loaded).toHaveBeenCalled();
  });

  it('keeps a stored company that is still the user’s', async () => {
    const { session, storage } = setup({ 'POST /login': { token: validToken, user } });
    storage.setCompanyId('c2');
    await session.login({ email: 'a@b.c', password: 'x' });
    expect(storage.getCompanyId()).toBe('c2');
  });

  it('a login failure stores the error message and no token', async () => {
    const { session, storage } = setup({
      'POST /login': () => {
        throw new ApiError('Invalid email or password', 401, { error_code: 'invalid_credentials', message: 'Invalid email or password' });
      },
    });
    await expect(session.login({ email: 'a@b.c', password: 'bad' })).rejects.toThrow();
    expect(storage.getToken()).toBeNull();
    expect(session.state.get()).toMatchObject({ isLogged: false, errorMsg: 'Invalid email or password', isLoading: false });
  });

  it('init without a token ends loading signed out', () => {
    const { session } = setup();
    expect(session.init()).toBe('signedOut');
    expect(session.state.get()).toMatchObject({ isLoading: false, isLogged: false });
  });

  it('init with a valid token signs in from the stored user', () => {
    const { session, storage } = setup();
    storage.setToken(validToken);
    storage.setUserCompanyData({ userObject: user });
    expect(session.init()).toBe('signedIn');
    expect(session.state.get()).toMatchObject({ isLogged: true, user });
  });

  it('an expired token at start is a full logout to the site root', () => {
    const { session, storage, assignLocation } = setup();
    storage.setToken(expiredToken);
    storage.setCompanyId('c1');
    expect(session.init()).toBe('expired');
    expect(storage.getToken()).toBeNull();
    expect(storage.getCompanyId()).toBeNull();
    expect(assignLocation).toHaveBeenCalledWith('/');
  });

  it('checkExpiry expires an undecodable token: token, company data and caches cleared', () => {
    const { session, storage } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storage.setToken('garbage');
    storage.setCompanyId('c1');
    storage.setUserCompanyData({ userObject: user });
    const clear = vi.fn();
    session.onClearCaches(clear);
    expect(session.checkExpiry()).toBe(true);
    expect(storage.getToken()).toBeNull();
    expect(storage.getCompanyId()).toBeNull();
    expect(storage.getUserCompanyData()).toBeNull();
    expect(clear).toHaveBeenCalled();
    expect(session.state.get().expiredCount).toBe(1);
  });

  it('checkExpiry leaves a valid token alone', () => {
    const { session, storage } = setup();
    storage.setToken(validToken);
    expect(session.checkExpiry()).toBe(false);
    expect(storage.getToken()).toBe(validToken);
  });

  it('fullLogout clears the session and goes to the site root', () => {
    const { session, storage, assignLocation } = setup();
    storage.setToken(validToken);
    session.fullLogout();
    expect(storage.getToken()).toBeNull();
    expect(assignLocation).toHaveBeenCalledWith('/');
    expect(session.state.get().isLogged).toBe(false);
  });

  describe('loginWithToken (identity-provider return)', () => {
    it('loads the user with that token, then stores token, user and company as a login does', async () => {
      const { session, storage, api } = setup();
      const loaded = vi.fn();
      window.addEventListener(USER_DATA_LOADED, loaded);
      await session.loginWithToken(validToken);
      window.removeEventListener(USER_DATA_LOADED, loaded);
      expect(api.call.mock.calls[0][0]).toMatchObject({ method: 'GET', path: '/user' });
      expect(api.call.mock.calls[0][1]).toEqual({ token: validToken });
      expect(storage.getToken()).toBe(validToken);
      expect(storage.getUserCompanyData()).toEqual({ userObject: user });
      expect(storage.getCompanyId()).toBe('c1');
      expect(session.state.get()).toMatchObject({ isLogged: true, user, errorMsg: null });
      expect(loaded).toHaveBeenCalled();
    });

    it('a token the server refuses leaves no session and records the failure', async () => {
      const { session, storage } = setup({
        'GET /user': () => {
          throw new ApiError('Invalid token', 401, { error_code: 'invalid_token', message: 'Invalid token' });
        },
      });
      await expect(session.loginWithToken(validToken)).rejects.toMatchObject({ status: 401 });
      expect(storage.getToken()).toBeNull();
      expect(session.state.get()).toMatchObject({ isLogged: false, errorMsg: 'Invalid token', expiredCount: 0 });
    });

    it('an undecodable or expired token is refused without a call', async () => {
      const { session, storage, api } = setup();
      await expect(session.loginWithToken('not-a-jwt')).rejects.toMatchObject({ status: 401 });
      await expect(session.loginWithToken(expiredToken)).rejects.toMatchObject({ status: 401 });
      expect(api.call).not.toHaveBeenCalled();
      expect(storage.getToken()).toBeNull();
    });
  });
});
