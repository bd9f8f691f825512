import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import { ATTRIBUTION_KEYS, type registration } from '../../../../contract/auth';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { AppError, conflict, forbidden, unauthorized } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../http/passwords';
import type { AuthUser } from '../../http/authenticate';
import { ensureSubscription } from '../billing/billing.service';
import { createCompanyFor } from '../companies/companies.service';
import type { CompanyRow } from '../companies/companies.repository';
import { findUserByEmail, findUserById, insertUser, setPassword, type UserRow } from '../users/users.repository';
import { sessionFor } from '../users/users.presenter';
import type { Attribution } from '../users/users.tables';
import {
  deleteReset, findIdentityUserId, findOpenResetWindow, linkIdentity, hasRecentCode, markCodeUsed, storeResetCode, takeCodeAttempt, upsertLead,
} from './auth.repository';

export const CODE_TTL_SECONDS = 15 * 60;
/** A new code is mailed at most once a minute per account: no inbox flooding. */
export const CODE_RESEND_SECONDS = 60;
/** How long after a code sign-in the new password may be set. */
export const RESET_WINDOW_SECONDS = 15 * 60;

/** The subscription each registration variant starts with. */
export const VARIANTS = {
  register: 'freemium',
  freemium: 'freemium',
  freetrial: 'freetrial1',
  corporate: 'standard_corp',
  saasmantra: 'promo_landing',
  google: 'freemium',
} as const;
export type Variant = keyof typeof VARIANTS;

type RegistrationInput = z.output<typeof registration> & { trialVariant?: 'freetrial1' | 'freetrial2'; licenseCode?: string };

export function pickAttribution(input: Partial<Record<string, unknown>>): Attribution {
  const out: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = input[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

let dummyHash: Promise<string> | undefined;
/** Checking a password for an unknown email costs the same time as for a known one. */
const checkAgainstDummy = async (password: string) => {
  dummyHash ??= hashPassword('no-such-user-0');
  await verifyPassword(password, await dummyHash);
};

const invalidCredentials = () => unauthorized('Invalid email or password', 'invalid_credentials');

export async function login(deps: AppDeps, email: string, password: string) {
  const row = await findUserByEmail(deps.db, email);
  if (!row?.passwordHash) {
    await checkAgainstDummy(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(password, row.passwordHash))) throw invalidCredentials();
  return sessionFor(deps, row);
}

export type NewAccount = {
  email: string; password: string | null; name: string; surname?: string; phone?: string | null;
  language?: 'es' | 'en'; companyName: string; subscriptionType: string; variant: Variant; attribution: Attribution;
};

/** A user and their first company. Run it inside a transaction: either both exist or neither. */
export async function insertAccount(db: Db, input: NewAccount): Promise<{ user: UserRow; company: CompanyRow }> {
  if (await findUserByEmail(db, input.email)) throw conflict('An account with this email already exists', 'email_taken');
  const user = await insertUser(db, {
    email: input.email,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    name: input.name,
    surname: input.surname ?? '',
    phone: input.phone ?? null,
    language: input.language ?? 'es',
    subscriptionType: input.subscriptionType,
    registrationVariant: input.variant,
    attribution: JSON.stringify(input.attribution),
  });
  // Billing starts with the account: a free trial runs from registration, and the renewal job
  // ends it even if the user never opens a billing page.
  await ensureSubscription(db, user.id);
  const company = await createCompanyFor(db, user.id, { name: input.companyName });
  return { user, company };
}

const createAccount = async (deps: AppDeps, input: NewAccount) =>
  (await deps.db.transaction().execute((trx) => insertAccount(trx, input))).user;

export async function register(deps: AppDeps, variant: Exclude<Variant, 'google'>, body: RegistrationInput) {
  const subscriptionType = variant === 'freetrial' ? (body.trialVariant ?? 'freetrial1') : VARIANTS[variant];
  const attribution = pickAttribution(body);
  if (body.licenseCode) attribution.license_code = body.licenseCode;
  const user = await createAccount(deps, {
    email: body.email,
    password: body.password,
    name: body.name,
    surname: body.surname,
    phone: body.phone ?? null,
    language: body.language,
    companyName: body.companyName,
    subscriptionType,
    variant,
    attribution,
  });
  return sessionFor(deps, user);
}

/** Keeps the lead (latest values win, attribution merged) and says whether the email can register. */
export async function preRegister(deps: AppDeps, body: { email: string; name?: string; phone?: string } & Record<string, unknown>) {
  await upsertLead(deps.db, { email: body.email, name: body.name, phone: body.phone, attribution: pickAttribution(body) });
  return { available: !(await findUserByEmail(deps.db, body.email)) };
}

const RESET_MAIL = {
  es: {
    subject: 'Tu código para restablecer la contraseña',
    text: (code: string, url: string) =>
      `Tu código de confirmación es ${code}.\n\nCaduca en 15 minutos. Introdúcelo en ${url}\n\nSi no lo has pedido, ignora este mensaje: tu contraseña no cambia.`,
  },
  en: {
    subject: 'Your password reset code',
    text: (code: string, url: string) =>
      `Your confirmation code is ${code}.\n\nIt expires in 15 minutes. Enter it at ${url}\n\nIf you did not ask for it, ignore this message: your password stays the same.`,
  },
};

/**
 * Mails a 6-digit code (only its hash is kept) valid for 15 minutes and 5 attempts; a new request
 * replaces it, but not within a minute of the last one. Answers the same whether or not the email
 * has an account, and takes about as long.
 */
export async function forgotPassword(deps: AppDeps, email: string, log: { error: (o: object, m: string) => void }) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashPassword(code);
  const row = await findUserByEmail(deps.db, email);
  if (!row || (await hasRecentCode(deps.db, row.id, CODE_TTL_SECONDS, CODE_RESEND_SECONDS))) return { ok: true as const };
  await storeResetCode(deps.db, row.id, codeHash, new Date(Date.now() + CODE_TTL_SECONDS * 1000));
  const lang = row.language === 'en' ? 'en' : 'es';
  const mail = RESET_MAIL[lang];
  try {
    await deps.connectors.mail.send({
      to: row.email,
      subject: mail.subject,
      text: mail.text(code, `${deps.config.publicUrl}/${lang}/loginforgottenpass`),
      tag: 'password-reset',
    });
  } catch (err) {
    // A failing mail server must not tell a caller which emails have accounts.
    log.error({ err }, 'password reset mail failed');
  }
  return { ok: true as const };
}

const invalidCode = () => new AppError(401, 'invalid_code', 'The code is wrong or has expired. Ask for a new one.');

export async function loginWithCode(deps: AppDeps, email: string, code: string) {
  const row = await findUserByEmail(deps.db, email);
  const hash = row ? await takeCodeAttempt(deps.db, row.id) : null;
  if (!row || !hash || !(await verifyPassword(code, hash))) throw invalidCode();
  await markCodeUsed(deps.db, row.id);
  return sessionFor(deps, row);
}

/** Only the session of a code sign-in less than 15 minutes old may set a password this way. */
export async function changeForgottenPassword(deps: AppDeps, caller: AuthUser, email: string, newPassword: string) {
  if (caller.email.toLowerCase() !== email.toLowerCase()) throw forbidden('This session belongs to another account', 'email_mismatch');
  if (!(await findOpenResetWindow(deps.db, caller.id, RESET_WINDOW_SECONDS))) {
    throw forbidden('Sign in with a new confirmation code to set your password', 'reset_window_closed');
  }
  const hash = await hashPassword(newPassword);
  const row = await deps.db.transaction().execute(async (trx) => {
    await deleteReset(trx, caller.id);
    return setPassword(trx, caller.id, hash);
  });
  return sessionFor(deps, row);
}

/** Sandbox identity provider: signs in the account of that email, creating it on first use. */
export type IdentitySignIn = {
  provider: string;
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  language: 'es' | 'en';
};

/**
 * Sign-in through an identity provider (Google, or the sandbox's stand-in). The provider's account
 * opens only the user it is linked to. An email that already has an account is never opened this
 * way, whatever the provider says: its owner signs in with their password (linking happens when
 * an account is created here). A new email gets an account with no password, linked at once.
 */
export async function signInWithIdentity(deps: AppDeps, identity: IdentitySignIn) {
  const linked = await findIdentityUserId(deps.db, identity.provider, identity.subject);
  if (linked) {
    const user = await findUserById(deps.db, linked);
    if (user) return sessionFor(deps, user);
  }
  if (await findUserByEmail(deps.db, identity.email)) {
    throw conflict('An account with this email already exists: sign in with your password', 'identity_not_linked');
  }
  if (!identity.emailVerified) throw forbidden('The identity provider has not verified this email', 'email_not_verified');
  try {
    const user = (
      await deps.db.transaction().execute(async (trx) => {
        const account = await insertAccount(trx, {
          email: identity.email,
          password: null,
          name: identity.name,
          language: identity.language,
          companyName: identity.language === 'en' ? `${identity.name}'s company` : `Empresa de ${identity.name}`,
          subscriptionType: VARIANTS.google,
          variant: 'google',
          attribution: {},
        });
        await linkIdentity(trx, identity, account.user.id);
        return account;
      })
    ).user;
    return sessionFor(deps, user);
  } catch (e) {
    // Two tabs racing on the first sign-in: the other one created and linked it.
    const winner = await findIdentityUserId(deps.db, identity.provider, identity.subject);
    const row = winner ? await findUserById(deps.db, winner) : undefined;
    if (row) return sessionFor(deps, row);
    throw e;
  }
}
