import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IntegrationKind } from '../../../../contract/integrations';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import * as repo from './integrations.repository';

/** How long a person has on the vendor's consent page before the session is dropped. */
export const CONSENT_TTL_MS = 15 * 60_000;

export type ConsentSession = NonNullable<Awaited<ReturnType<typeof repo.takeSession>>>;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The browser that asked to connect keeps the session token in a cookie of its own (HttpOnly,
 * SameSite=Lax: sent on the vendor's top-level redirect back). The callback takes a state only
 * with that cookie, so a consent link started by someone else (another company's session sent to
 * a victim) connects nothing.
 */
const cookieName = (kind: IntegrationKind) => `crm_consent_${kind}`;
const cookieOptions = (deps: AppDeps) => ({
  path: '/api/integrations', httpOnly: true, sameSite: 'lax' as const, secure: deps.config.publicUrl.startsWith('https:'),
});

/** A new single-use session (only its hash is stored) and the cookie binding it to this browser. */
export async function startConsent(
  deps: AppDeps, reply: FastifyReply, input: { companyId: string; kind: IntegrationKind; userId: string; lang: 'es' | 'en' }, now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await repo.deleteOldSessions(deps.db, new Date(now.getTime() - 86_400_000));
  await repo.insertSession(deps.db, { ...input, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + CONSENT_TTL_MS) });
  reply.setCookie(cookieName(input.kind), token, { ...cookieOptions(deps), maxAge: CONSENT_TTL_MS / 1000 });
  return token;
}

/** Whether this request carries the cookie of `state` (constant time). */
export function sameBrowser(req: FastifyRequest, kind: IntegrationKind, state: string): boolean {
  const cookie = req.cookies[cookieName(kind)];
  if (!cookie || !state) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(state);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function clearConsentCookie(deps: AppDeps, reply: FastifyReply, kind: IntegrationKind): void {
  reply.clearCookie(cookieName(kind), cookieOptions(deps));
}

/** The open session of a state, for the consent page (not used up). */
export async function peekSession(db: Db, kind: IntegrationKind, state: string, now = new Date()) {
  const session = await repo.findOpenSession(db, hashToken(state), now);
  return session && session.kind === kind ? session : undefined;
}

/** Uses the session up: a second callback with the same state, an expired one or another kind's get nothing. */
export async function takeSession(db: Db, kind: IntegrationKind, state: string, now = new Date()): Promise<ConsentSession | undefined> {
  const session = await repo.takeSession(db, hashToken(state), now);
  return session && session.kind === kind ? session : undefined;
}
