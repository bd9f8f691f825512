import type { StoredUser } from '../storage/browserStorage';

/** SPEC §4 auth state. */
export type SessionState = {
  user: StoredUser | null;
  isLogged: boolean;
  isLoading: boolean;
  errorMsg: string | null;
  /** Bumped each time a session ends by expiry, so the app can redirect once per expiry. */
  expiredCount: number;
};

export type SessionAction =
  | { type: 'login'; user: StoredUser }
  | { type: 'logout' }
  | { type: 'loginFailure'; errorMsg: string }
  | { type: 'expired' }
  | { type: 'userUpdated'; user: StoredUser };

/** Auth loading is on at start, until the stored token has been looked at. */
export const initialSessionState: SessionState = {
  user: null,
  isLogged: false,
  isLoading: true,
  errorMsg: null,
  expiredCount: 0,
};

const signedOut = (state: SessionState): SessionState => ({
  ...state,
  user: null,
  isLogged: false,
  isLoading: false,
  errorMsg: null,
});

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'login':
      return { ...state, user: action.user, isLogged: true, isLoading: false, errorMsg: null };
    case 'logout':
      return signedOut(state);
    case 'loginFailure':
      return { ...signedOut(state), errorMsg: action.errorMsg };
    case 'expired':
      return { ...signedOut(state), expiredCount: state.expiredCount + 1 };
    case 'userUpdated':
      return state.isLogged ? { ...state, user: action.user } : state;
  }
}
