import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { roleAllows } from '../../../../../contract/roles';
import { SchedulingError, type SchedulingConnector } from '../../../connectors/scheduling';
import type { AppDeps } from '../../../deps';
import { AppError, notFound } from '../../../http/errors';
import { openSecret, sealSecret } from '../../../security/sealedSecrets';
import { findMemberRole } from '../../companies/members.repository';
import { clearConsentCookie, peekSession, sameBrowser, startConsent, takeSession } from '../integrations.consent';
import * as repo from '../integrations.repository';
import { recordEvent, storedError } from '../integrations.service';
import * as calendlyRepo from './calendly.repository';

export const CALLBACK_PATH = '/integrations/calendly/callback';
export const WEBHOOK_PREFIX = '/integrations/calendly/webhook';
const ACCESS = 'integrations.calendly.access';
const REFRESH = 'integrations.calendly.refresh';
const SIGNING = 'integrations.calendly.signing';
/** A token this close to its end is refreshed before it is used. */
const REFRESH_MARGIN_MS = 5 * 60_000;

const base = (deps: AppDeps) => deps.config.publicUrl.replace(/\/$/, '');
export const redirectUri = (deps: AppDeps) => `${base(deps)}/api${CALLBACK_PATH}`;
export const webhookUrl = (deps: AppDeps, connectionId: string) => `${base(deps)}/api${WEBHOOK_PREFIX}/${connectionId}`;

export function scheduling(deps: AppDeps): SchedulingConnector {
  const connector = deps.connectors.scheduling;
  if (connector.provider === 'off') throw new AppError(503, 'integration_unavailable', 'The scheduling service is not configured on this server');
  return connector;
}

export async function connectCalendly(deps: AppDeps, reply: FastifyReply, input: { companyId: string; userId: string; lang: 'es' | 'en' }) {
  const connector = scheduling(deps);
  const token = await startConsent(deps, reply, { ...input, kind: 'calendly' });
  return { token, url: connector.authorizeUrl({ state: token, redirectUri: redirectUri(deps), lang: input.lang }) };
}

export const consentSessionOf = (deps: AppDeps, state: string) => peekSession(deps.db, 'calendly', state);

const back = (lang: string, outcome: Record<string, string>) => `/${lang === 'en' ? 'en' : 'es'}/integrations?${new URLSearchParams(outcome)}`;

/** The signing key of a connection's subscription, or null (none, or a changed server secret). */
export function signingKeyOf(deps: AppDeps, sub: calendlyRepo.SubscriptionRow): string | null {
  try {
    return openSecret(deps.config, SIGNING, sub.connectionId, sub.signingKeySealed);
  } catch {
    return null;
  }
}

/**
 * Calendly's redirect back: the session used up (single use, this browser's, its user still an
 * owner or admin), the code exchanged, the user read, tokens stored sealed, then the webhook
 * subscription created with a signing key of ours (kept sealed) pointing at this connection's
 * webhook URL. A subscription Calendly refuses (webhooks need a paid plan) undoes the connection.
 */
export async function finishCalendly(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, query: { code?: string; state?: string; error?: string }): Promise<string> {
  const state = query.state ?? '';
  if (!state || !sameBrowser(req, 'calendly', state)) return back('es', { integrationError: 'not_found' });
  clearConsentCookie(deps, reply, 'calendly');
  const session = await takeSession(deps.db, 'calendly', state);
  if (!session) return back('es', { integrationError: 'not_found' });
  const lang = session.lang;
  const role = await findMemberRole(deps.db, session.companyId, session.userId);
  if (!role || !roleAllows(role, 'integrations:write')) return back(lang, { integrationError: 'permission_missing' });
  if (query.error || !query.code) return back(lang, { integrationError: 'consent_denied' });

  const connector = scheduling(deps);
  let tokens, user;
  try {
    tokens = await connector.exchangeCode(query.code, redirectUri(deps));
    user = await connector.me(tokens.accessToken);
  } catch (error) {
    if (!(error instanceof SchedulingError)) throw error;
    req.log.warn({ code: error.code }, 'Calendly connection refused at the callback');
    return back(lang, { integrationError: error.code });
  }
  const previous = await repo.findConnection(deps.db, session.companyId, 'calendly');
  const previousSub = previous ? await calendlyRepo.findSubscription(deps.db, previous.id) : undefined;
  const now = new Date();
  const connectionId = await deps.db.transaction().execute(async (trx) => {
    const id = await repo.upsertConnection(trx, {
      companyId: session.companyId, kind: 'calendly', userId: null, provider: connector.provider, status: 'connected',
      accountName: user.name, accountEmail: user.email, externalId: user.uri, scopes: [], accessTokenSealed: null, refreshTokenSealed: null,
      expiresAt: tokens.expiresAt, connectedBy: session.userId, connectedAt: now, error: null,
    });
    await repo.updateConnection(trx, id, {
      accessTokenSealed: sealSecret(deps.config, ACCESS, id, tokens.accessToken), refreshTokenSealed: sealSecret(deps.config, REFRESH, id, tokens.refreshToken),
    });
    return id;
  });
  // Connecting again: the earlier subscription goes, so bookings are not delivered twice.
  if (previousSub?.subscriptionUri) await connector.deleteWebhook(tokens.accessToken, previousSub.subscriptionUri).catch(() => req.log.warn('Calendly: the earlier webhook subscription could not be deleted'));
  const signingKey = randomBytes(32).toString('hex');
  try {
    const sub = await connector.createWebhook(tokens.accessToken, { url: webhookUrl(deps, connectionId), user, signingKey });
    await calendlyRepo.saveSubscription(deps.db, { connectionId, companyId: session.companyId, subscriptionUri: sub.uri, signingKeySealed: sealSecret(deps.config, SIGNING, connectionId, signingKey) });
  } catch (error) {
    if (!(error instanceof SchedulingError)) throw error;
    req.log.warn({ code: error.code }, 'Calendly refused the webhook subscription');
    await connector.revoke(tokens.refreshToken).catch(() => {});
    await repo.deleteConnection(deps.db, session.companyId, connectionId);
    return back(lang, { integrationError: error.code });
  }
  await recordEvent(deps.db, { companyId: session.companyId, kind: 'calendly', connectionId, type: 'connected', summary: user.name });
  return back(lang, { connected: 'calendly' });
}

/**
 * A usable access token: the stored one, or (within 5 minutes of its end) a fresh pair from the
 * single-use refresh token, stored before it is used, under the row's lock. A refresh Calendly
 * refuses leaves the connection `expired` with the error, and answers 409 token_expired/revoked.
 */
export async function accessTokenOf(deps: AppDeps, connectionId: string, now = new Date()): Promise<string> {
  const connector = scheduling(deps);
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const c = await calendlyRepo.lockConnection(trx, connectionId);
    if (!c || c.status !== 'connected' || !c.accessTokenSealed || !c.refreshTokenSealed) return { error: storedError('token_expired', 'Calendly is not connected', now) };
    try {
      if (c.expiresAt && c.expiresAt.getTime() - now.getTime() > REFRESH_MARGIN_MS) return { token: openSecret(deps.config, ACCESS, c.id, c.accessTokenSealed) };
      const fresh = await connector.refresh(openSecret(deps.config, REFRESH, c.id, c.refreshTokenSealed));
      await repo.updateConnection(trx, c.id, {
        accessTokenSealed: sealSecret(deps.config, ACCESS, c.id, fresh.accessToken), refreshTokenSealed: sealSecret(deps.config, REFRESH, c.id, fresh.refreshToken),
        expiresAt: fresh.expiresAt, error: null,
      });
      return { token: fresh.accessToken, refreshed: c };
    } catch (error) {
      const code = error instanceof SchedulingError ? error.code : 'token_expired';
      const stored = storedError(code, error instanceof SchedulingError ? error.message : 'The stored access could not be opened', now);
      const expired = !(error instanceof SchedulingError) || code === 'token_expired' || code === 'token_revoked';
      await repo.updateConnection(trx, c.id, { ...(expired ? { status: 'expired' as const } : {}), error: JSON.stringify(stored) });
      return { error: stored, connection: c };
    }
  });
  if ('token' in outcome && outcome.token) {
    if (outcome.refreshed) await recordEvent(deps.db, { companyId: outcome.refreshed.companyId, kind: 'calendly', connectionId, type: 'token_refreshed', summary: outcome.refreshed.accountName });
    return outcome.token;
  }
  const { error, connection } = outcome as { error: ReturnType<typeof storedError>; connection?: repo.ConnectionRow };
  if (connection) await recordEvent(deps.db, { companyId: connection.companyId, kind: 'calendly', connectionId, type: 'error', summary: connection.accountName, error });
  const status = error.code === 'rate_limited' ? 429 : error.code === 'vendor_unavailable' ? 502 : 409;
  throw new AppError(status, error.code, status === 409 ? 'Calendly refused the stored access: connect it again' : error.message);
}

/**
 * Deletes the webhook subscription, revokes the refresh token (which ends its access tokens) and
 * deletes the connection with its sealed tokens and signing key. A vendor that cannot be reached
 * does not keep the tokens here: they are deleted anyway.
 */
export async function disconnectCalendly(deps: AppDeps, input: { companyId: string; connectionId: string }, log?: FastifyBaseLogger): Promise<{ ok: true }> {
  const c = await repo.findConnectionById(deps.db, input.companyId, input.connectionId);
  if (!c || c.kind !== 'calendly') throw notFound('Connection');
  const connector = deps.connectors.scheduling;
  if (connector.provider !== 'off' && c.provider === connector.provider) {
    const sub = await calendlyRepo.findSubscription(deps.db, c.id);
    const token = await accessTokenOf(deps, c.id).catch(() => null);
    if (token && sub?.subscriptionUri) await connector.deleteWebhook(token, sub.subscriptionUri).catch(() => log?.warn('Calendly: the webhook subscription could not be deleted'));
    const fresh = await repo.findConnectionById(deps.db, input.companyId, c.id);
    let refresh: string | null = null;
    try {
      refresh = fresh?.refreshTokenSealed ? openSecret(deps.config, REFRESH, c.id, fresh.refreshTokenSealed) : null;
    } catch {
      refresh = null;
    }
    if (refresh) await connector.revoke(refresh).catch(() => log?.warn('Calendly: the token could not be revoked'));
  }
  await deps.db.transaction().execute(async (trx) => {
    await recordEvent(trx, { companyId: input.companyId, kind: 'calendly', connectionId: null, type: 'disconnected', summary: c.accountName });
    await repo.deleteConnection(trx, input.companyId, c.id);
  });
  return { ok: true };
}

/**
 * The periodic job's work: connections whose access token ends within `withinMs` get a fresh
 * pair (so a revoked grant shows on the card as expired before anyone needs it). Answers counts.
 */
export async function refreshCalendlyTokens(deps: AppDeps, now = new Date(), withinMs = 70 * 60_000): Promise<{ refreshed: number; failed: number }> {
  const connector = deps.connectors.scheduling;
  if (connector.provider === 'off') return { refreshed: 0, failed: 0 };
  let refreshed = 0;
  let failed = 0;
  for (const c of await repo.expiringConnections(deps.db, 'calendly', new Date(now.getTime() + withinMs))) {
    if (c.provider !== connector.provider) continue;
    try {
      await accessTokenOf(deps, c.id, new Date(Math.max(now.getTime(), (c.expiresAt?.getTime() ?? 0) - REFRESH_MARGIN_MS)));
      refreshed += 1;
    } catch {
      failed += 1;
    }
  }
  return { refreshed, failed };
}
