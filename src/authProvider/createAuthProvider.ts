import type { AuthProvider } from 'ra-core';
import type { Session } from './createSession';
import { canAccess } from './canAccess';

/**
 * react-admin's view of the session. Expiry and 401s are handled by the session itself (the API
 * client reports 401s), so checkError never logs out on its own: that would race the expiry
 * redirect. A user-initiated logout goes through session.fullLogout (browser to the site root).
 */
export function createAuthProvider(session: Session): AuthProvider {
  return {
    async login(params: { email: string; password: string }) {
      await session.login(params);
    },
    async logout() {
      session.logout();
    },
    async checkAuth() {
      if (session.hasValidToken()) return;
      if (session.checkExpiry()) {
        throw { redirectTo: '/login?sessionExpired=true', message: false };
      }
      throw { redirectTo: '/login', message: false };
    },
    async checkError() {
      // 401s already took the expiry path in the API client; other errors are shown, not fatal.
    },
    async getIdentity() {
      const user = session.state.get().user;
      if (!user) throw new Error('Not signed in');
      const fullName = [user.name, user.surname].filter(Boolean).join(' ') || String(user.email ?? '');
      return { id: user._id, fullName };
    },
    async canAccess({ action, resource }) {
      // Opened straight on a page (a reload, a link), the role is still loading: refusing now would
      // send a user who may write to access-denied. A failed load leaves the role unknown.
      const companies = await session.readyCompanies().catch(() => session.companies.get());
      const current = companies.find((c) => c._id === session.companyId.get());
      return canAccess(current?.role, { action, resource });
    },
  };
}
