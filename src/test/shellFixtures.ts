import type { User } from '../../contract/auth';
import type { Company } from '../../contract/companies';
import { makeToken } from './makeToken';

/** The signed-in user of the shell's stories. */
export const demoUser = (overrides: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Ana',
  surname: 'García',
  email: 'ana@example.com',
  phone: null,
  language: 'es',
  subscription: { subscriptionType: 'standard' },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** A company of the demo user, as GET companies answers it. */
export const demoCompany = (overrides: Partial<Company> = {}): Company => ({
  _id: 'c1',
  name: 'Acme Tiendas',
  website: null,
  phone: null,
  industry: 'Retail',
  country: 'ES',
  currency: 'EUR',
  timezone: 'Europe/Madrid',
  ownerId: 'u1',
  role: 'owner',
  hasAccount: false,
  hasMCC: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  deletionScheduledFor: null,
  ...overrides,
});

/** A token valid for an hour from when it is made (decoded, never verified, by the app). */
export const validToken = () => makeToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });

/** The session payload a registration, code sign-in or password change answers with. */
export const sessionPayload = (user: User = demoUser()) => ({ token: validToken(), user });

/** A page of records as the API's list calls answer it. */
export const pageOf = <T,>(data: T[], total = data.length) => ({ data, total, page: 1, limit: 100 });
