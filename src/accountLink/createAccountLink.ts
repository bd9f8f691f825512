import type { Session } from '../authProvider/createSession';
import type { ApiClient } from '../dataProvider/createApiClient';
import { createStore } from '../store/createStore';

export type AccountLinkState = {
  /** idle: never checked for this company; checked: the flags below are the server's answer. */
  status: 'idle' | 'checking' | 'checked';
  hasAccount: boolean;
  hasMCC: boolean;
};

// Loaded on first use, like every contract module the first page does not need.
const accountCalls = () => import('../../contract/accounts').then((m) => m.accountCalls);

const UNCHECKED: AccountLinkState = { status: 'idle', hasAccount: false, hasMCC: false };

export const isLinked = (s: AccountLinkState) => s.hasAccount && s.hasMCC;

/**
 * SPEC §4 account check: whether the current company has an ad account and a manager link.
 * Once both are true it is not asked again (until the company changes); a failed check is logged
 * and counts as both false, so protected pages send the user to the check page.
 */
export function createAccountLink({ api, session }: { api: ApiClient; session: Session }) {
  const state = createStore<AccountLinkState>(UNCHECKED);
  let inFlight: Promise<AccountLinkState> | null = null;

  session.companyId.subscribe(() => {
    inFlight = null;
    state.set(UNCHECKED);
  });

  async function run(companyId: string): Promise<AccountLinkState> {
    try {
      const { hasAccount, hasMCC } = await api.call<{ hasAccount: boolean; hasMCC: boolean }>((await accountCalls()).userAccount, {
        body: { companyId },
      });
      return { status: 'checked', hasAccount: !!hasAccount, hasMCC: !!hasMCC };
    } catch (error) {
      console.error('Account check failed; treating ad account and manager link as missing', error);
      return { status: 'checked', hasAccount: false, hasMCC: false };
    }
  }

  return {
    state,
    check(): Promise<AccountLinkState> {
      const current = state.get();
      if (isLinked(current)) return Promise.resolve(current);
      const companyId = session.companyId.get();
      if (!companyId || !session.hasValidToken()) {
        const none: AccountLinkState = { status: 'checked', hasAccount: false, hasMCC: false };
        state.set(none);
        return Promise.resolve(none);
      }
      if (inFlight) return inFlight;
      if (current.status === 'idle') state.set({ ...current, status: 'checking' });
      const request = run(companyId).then((result) => {
        // A company switch while the call was out makes its answer stale.
        if (inFlight === request && session.companyId.get() === companyId) {
          const prev = state.get();
          state.set(prev.hasAccount === result.hasAccount && prev.hasMCC === result.hasMCC && prev.status === 'checked' ? prev : result);
          inFlight = null;
        }
        return result;
      });
      inFlight = request;
      return request;
    },
    /** After linking an account the server answers with the new flags. */
    set(flags: { hasAccount: boolean; hasMCC: boolean }) {
      state.set({ status: 'checked', hasAccount: flags.hasAccount, hasMCC: flags.hasMCC });
    },
  };
}

export type AccountLink = ReturnType<typeof createAccountLink>;
