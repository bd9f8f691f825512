import { describe, expect, it } from 'vitest';
import { initialSessionState, sessionReducer, type SessionState } from './sessionReducer';

const user = { _id: 'u1', subscription: { subscriptionType: 'standard' } };
const loggedIn: SessionState = { user, isLogged: true, isLoading: false, errorMsg: null, expiredCount: 0 };

describe('sessionReducer', () => {
  it('starts loading and signed out', () => {
    expect(initialSessionState).toMatchObject({ user: null, isLogged: false, isLoading: true, errorMsg: null });
  });
  it('login sets the user, logs in, clears loading and the error', () => {
    const state = sessionReducer({ ...initialSessionState, errorMsg: 'old' }, { type: 'login', user });
    expect(state).toMatchObject({ user, isLogged: true, isLoading: false, errorMsg: null });
  });
  it('logout clears user, flag, loading and error', () => {
    expect(sessionReducer({ ...loggedIn, errorMsg: 'x' }, { type: 'logout' })).toMatchObject({
      user: null, isLogged: false, isLoading: false, errorMsg: null,
    });
  });
  it('a login failure is a logout that keeps the supplied message', () => {
    expect(sessionReducer(loggedIn, { type: 'loginFailure', errorMsg: 'Invalid credentials' })).toMatchObject({
      user: null, isLogged: false, isLoading: false, errorMsg: 'Invalid credentials',
    });
  });
  it('expiry signs out and counts the expiry', () => {
    const state = sessionReducer(loggedIn, { type: 'expired' });
    expect(state).toMatchObject({ isLogged: false, user: null, expiredCount: 1 });
  });
  it('a user update only applies to a signed-in session', () => {
    const renamed = { ...user, name: 'Ana' };
    expect(sessionReducer(loggedIn, { type: 'userUpdated', user: renamed }).user).toEqual(renamed);
    expect(sessionReducer(initialSessionState, { type: 'userUpdated', user: renamed }).user).toBeNull();
  });
});
