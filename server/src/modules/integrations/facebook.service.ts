import type { FastifyReply, FastifyRequest } from 'fastify';
import { roleAllows } from '../../../../contract/roles';
import type { FacebookPixel } from '../../../../contract/integrations';
import { SocialError, type SocialConnector } from '../../connectors/social';
import type { SocialBusiness, SocialPage, SocialPixel, SocialToken } from '../../connectors/social/social.connector';
import type { Conn } from '../contacts/contacts.repository';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/errors';
import { openSecret, sealSecret } from '../../security/sealedSecrets';
import { findMemberRole } from '../companies/members.repository';
import { placeCompanyPixels } from '../landings/landings.pixels';
import { SandboxSocial } from '../../connectors/social/sandbox';
import { CALLBACK_PATH, WEBHOOK_PATH } from './facebook.paths';
import { lastPixelFires } from './facebook.pixelEvents';
import { clearConsentCookie, peekSession, sameBrowser, startConsent, takeSession } from './integrations.consent';
import { presentConnection, presentPage, presentPixel } from './integrations.presenter';
import * as repo from './integrations.repository';
import { recordEvent, storedError } from './integrations.service';

export const TOKEN_PURPOSE = 'integrations.facebook.token';
const PAGE_PURPOSE = 'integrations.facebook.page';
/** Without these the connection cannot do what it is for (pages and their leads). */
const REQUIRED_SCOPES = ['pages_show_list', 'leads_retrieval'];

export const redirectUri = (deps: AppDeps) => `${deps.config.publicUrl.replace(/\/$/, '')}/api${CALLBACK_PATH}`;

function social(deps: AppDeps): SocialConnector {
  const connector = deps.connectors.social;
  if (connector.provider === 'off') throw new AppError(503, 'integration_unavailable', 'The social network is not configured on this server');
  return connector;
}

/**
 * A vendor error as our API answers it. Never a 401 (the app would sign the user out): a refused
 * token is a 409 with its code, and the connection is marked expired so the card says so.
 */
async function failed(deps: AppDeps, connectionId: string, error: unknown): Promise<never> {
  if (!(error instanceof SocialError)) throw error;
  if (error.code === 'token_expired' || error.code === 'token_revoked') {
    await repo.updateConnection(deps.db, connectionId, { status: 'expired', error: JSON.stringify(storedError(error.code, error.message)) });
    throw new AppError(409, error.code, 'The social network refused the stored access: connect it again');
  }
  const status = error.status === 404 ? 404 : error.status === 429 ? 429 : 502;
  throw new AppError(status, error.code, error.message);
}

const sealToken = (deps: AppDeps, connectionId: string, token: string) => sealSecret(deps.config, TOKEN_PURPOSE, connectionId, token);

/** The connection's access token, or the 409 that asks to connect again (a changed server secret cannot open it). */
async function accessTokenOf(deps: AppDeps, c: repo.ConnectionRow): Promise<string> {
  if (c.status !== 'connected' || !c.accessTokenSealed) throw new AppError(409, 'token_expired', 'The social network is not connected: connect it again');
  try {
    return openSecret(deps.config, TOKEN_PURPOSE, c.id, c.accessTokenSealed);
  } catch {
    await repo.updateConnection(deps.db, c.id, { status: 'expired', error: JSON.stringify(storedError('token_expired', 'The stored access could not be opened')) });
    throw new AppError(409, 'token_expired', 'The social network is not connected: connect it again');
  }
}

export function pageTokenOf(deps: AppDeps, page: repo.PageRow): string | null {
  if (!page.pageTokenSealed) return null;
  try {
    return openSecret(deps.config, PAGE_PURPOSE, page.id, page.pageTokenSealed);
  } catch {
    return null;
  }
}

export async function connectFacebook(deps: AppDeps, reply: FastifyReply, input: { companyId: string; userId: string; lang: 'es' | 'en' }) {
  const connector = social(deps);
  const token = await startConsent(deps, reply, { ...input, kind: 'facebook' });
  return { token, url: connector.authorizeUrl({ state: token, redirectUri: redirectUri(deps), lang: input.lang }) };
}

/** The session a sandbox consent page shows (open, not used). */
export const consentSessionOf = (deps: AppDeps, state: string) => peekSession(deps.db, 'facebook', state);

type CallbackQuery = { code?: string; state?: string; error?: string };

/**
 * The vendor's redirect back: the session is used up (single use, unexpired, started in this
 * browser, its user still allowed to connect), the code exchanged for a long-lived token, the
 * business, its pages (each subscribed to leadgen) stored with sealed tokens, a `connected` event.
 * Answers where the browser goes: the app's integrations screen, with the outcome in its query.
 */
export async function finishFacebook(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, query: CallbackQuery): Promise<string> {
  const state = query.state ?? '';
  const back = (lang: string, outcome: Record<string, string>) => `/${lang === 'en' ? 'en' : 'es'}/integrations?${new URLSearchParams(outcome)}`;
  if (!state || !sameBrowser(req, 'facebook', state)) return back('es', { integrationError: 'not_found' });
  clearConsentCookie(deps, reply, 'facebook');
  const session = await takeSession(deps.db, 'facebook', state);
  if (!session) return back('es', { integrationError: 'not_found' });
  const lang = session.lang;
  const role = await findMemberRole(deps.db, session.companyId, session.userId);
  if (!role || !roleAllows(role, 'integrations:write')) return back(lang, { integrationError: 'permission_missing' });
  if (query.error || !query.code) return back(lang, { integrationError: 'consent_denied' });

  const connector = social(deps);
  let token, business, scopes, pages;
  try {
    token = await connector.exchangeCode(query.code, redirectUri(deps));
    [business, scopes, pages] = await Promise.all([
      connector.me(token.accessToken), connector.grantedScopes(token.accessToken), connector.pages(token.accessToken),
    ]);
  } catch (error) {
    // The browser goes back to the app with a code either way (never a bare 500 page mid-consent).
    const code = error instanceof SocialError ? error.code : 'unknown';
    req.log.warn({ code }, 'Facebook connection refused at the callback');
    return back(lang, { integrationError: code });
  }
  if (REQUIRED_SCOPES.some((s) => !scopes.includes(s))) {
    await connector.revoke(token.accessToken).catch(() => {});
    return back(lang, { integrationError: 'permission_missing' });
  }

  const connectionId = await deps.db.transaction().execute((trx) => storeConnection(deps, trx, {
    companyId: session.companyId, userId: session.userId, provider: connector.provider, token, business, scopes, pages,
  }));
  // Leads reach our webhook once the app's page subscription points at it and each page installs the app.
  await connector.subscribeApp(`${deps.config.publicUrl.replace(/\/$/, '')}/api${WEBHOOK_PATH}`)
    .catch((e: unknown) => req.log.warn({ code: e instanceof SocialError ? e.code : 'unknown' }, 'Facebook: the app subscription could not be made'));
  await subscribePages(deps, deps.db, session.companyId, connectionId);
  await recordEvent(deps.db, { companyId: session.companyId, kind: 'facebook', connectionId, type: 'connected', summary: business.name });
  return back(lang, { connected: 'facebook' });
}

type Consented = { companyId: string; userId: string; provider: string; token: SocialToken; business: SocialBusiness; scopes: string[]; pages: SocialPage[] };

/** A consented connection stored: its row, its sealed token, its pages with their sealed page tokens (the callback, and the demo's seed). */
export async function storeConnection(deps: AppDeps, trx: Conn, c: Consented): Promise<string> {
  const id = await repo.upsertConnection(trx, {
    companyId: c.companyId, kind: 'facebook', userId: null, provider: c.provider, status: 'connected',
    accountName: c.business.name, accountEmail: c.business.email, externalId: c.business.id, scopes: c.scopes, accessTokenSealed: null, refreshTokenSealed: null,
    expiresAt: c.token.expiresAt, connectedBy: c.userId, connectedAt: new Date(), error: null,
  });
  await repo.updateConnection(trx, id, { accessTokenSealed: sealToken(deps, id, c.token.accessToken) });
  const rows = await repo.replacePages(trx, c.companyId, id, c.pages.map((p) => ({ pageId: p.id, name: p.name, category: p.category, tasks: p.tasks })));
  for (const row of rows) {
    const page = c.pages.find((p) => p.id === row.pageId)!;
    await repo.updatePage(trx, row.id, { pageTokenSealed: sealSecret(deps.config, PAGE_PURPOSE, row.id, page.accessToken) });
  }
  return id;
}

/** Each page's lead ads: the app installed on its leadgen field (a page where the user may not do it stays off). */
export async function subscribePages(deps: AppDeps, db: Conn, companyId: string, connectionId: string): Promise<void> {
  for (const row of await repo.listPages(db, companyId, connectionId)) {
    const pageToken = pageTokenOf(deps, row);
    if (!pageToken) continue;
    const ok = await social(deps).subscribeLeads(row.pageId, pageToken).then(() => true, () => false);
    await repo.updatePage(db, row.id, { leadsSubscribed: ok });
  }
}

/**
 * Revokes the app's permissions, takes the pages off leadgen and deletes the connection row (its
 * pages and chosen pixels go with it; its events stay, without the connection). A vendor that
 * cannot be reached does not keep the tokens here: they are deleted anyway.
 */
export async function disconnectFacebook(deps: AppDeps, input: { companyId: string; connectionId: string }, log?: FastifyRequest['log']): Promise<{ ok: true }> {
  const c = await repo.findConnectionById(deps.db, input.companyId, input.connectionId);
  if (!c || c.kind !== 'facebook') throw notFound('Connection');
  const connector = deps.connectors.social;
  if (connector.provider !== 'off') {
    for (const page of await repo.listPages(deps.db, input.companyId, c.id)) {
      const pageToken = pageTokenOf(deps, page);
      if (pageToken && page.leadsSubscribed) await connector.unsubscribeLeads(page.pageId, pageToken).catch(() => log?.warn('Facebook: a page could not be unsubscribed'));
    }
    let token: string | null = null;
    try {
      token = c.accessTokenSealed ? openSecret(deps.config, TOKEN_PURPOSE, c.id, c.accessTokenSealed) : null;
    } catch {
      token = null;
    }
    if (token) await connector.revoke(token).catch(() => log?.warn('Facebook: the permissions could not be revoked'));
  }
  await deps.db.transaction().execute(async (trx) => {
    await recordEvent(trx, { companyId: input.companyId, kind: 'facebook', connectionId: null, type: 'disconnected', summary: c.accountName });
    await repo.deleteConnection(trx, input.companyId, c.id);
    // Its chosen pixels went with the row: off the published landings and out of their choices too.
    await placeCompanyPixels(trx, input.companyId);
  });
  return { ok: true };
}

export async function facebookConnections(deps: AppDeps, companyId: string) {
  return { data: (await repo.listConnections(deps.db, companyId, 'facebook')).map(presentConnection) };
}

export async function facebookPages(deps: AppDeps, companyId: string) {
  return { data: (await repo.listPages(deps.db, companyId)).map(presentPage) };
}

/** The pixels of every ad account of the company's connected business. */
async function businessPixels(deps: AppDeps, c: repo.ConnectionRow): Promise<SocialPixel[]> {
  const token = await accessTokenOf(deps, c);
  const connector = social(deps);
  try {
    const accounts = await connector.adAccounts(token);
    return (await Promise.all(accounts.map((a) => connector.pixels(token, a.id)))).flat();
  } catch (error) {
    return failed(deps, c.id, error);
  }
}

export async function facebookPixels(deps: AppDeps, companyId: string): Promise<{ data: FacebookPixel[] }> {
  const c = await repo.findConnection(deps.db, companyId, 'facebook');
  if (!c || c.status !== 'connected') return { data: [] };
  const sandbox = deps.connectors.social instanceof SandboxSocial;
  const [pixels, added, fires] = await Promise.all([
    businessPixels(deps, c), repo.listPixels(deps.db, companyId), sandbox ? lastPixelFires(deps.db, companyId) : new Map<string, Date>(),
  ]);
  const chosen = new Set(added.map((p) => p.pixelId));
  // In the sandbox, events its landings' pixels sent count as fired (Meta's own last_fired_time in real mode).
  const lastFired = (p: SocialPixel) => [p.lastFiredAt, fires.get(p.id)].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  return {
    data: pixels.map((p) => ({ _id: p.id, connectionId: c.id, adAccountId: p.adAccountId, name: p.name, lastFiredAt: lastFired(p)?.toISOString() ?? null, added: chosen.has(p.id) })),
  };
}

export async function addFacebookPixel(deps: AppDeps, input: { companyId: string; connectionId: string; pixelId: string; pixelName: string }) {
  const c = await repo.findConnectionById(deps.db, input.companyId, input.connectionId);
  if (!c || c.kind !== 'facebook') throw notFound('Connection');
  const pixel = (await businessPixels(deps, c)).find((p) => p.id === input.pixelId);
  if (!pixel) throw new AppError(404, 'not_found', `The pixel ${input.pixelId} is not in the ad accounts of the connected business`);
  // The pixel is placed on the company's published landings that take every pixel, in the same transaction (landings.pixels.ts).
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await repo.insertPixel(trx, { companyId: input.companyId, connectionId: c.id, pixelId: pixel.id, pixelName: input.pixelName });
    await placeCompanyPixels(trx, input.companyId);
    await recordEvent(trx, { companyId: input.companyId, kind: 'facebook', connectionId: c.id, type: 'pixel_added', summary: input.pixelName });
    return inserted;
  });
  return presentPixel(row);
}

export async function deleteFacebookPixel(deps: AppDeps, input: { companyId: string; pixelId: string }) {
  // Taken off the company's published landings and out of every landing's choice with it (a refused request changes nothing: the transaction rolls back).
  await deps.db.transaction().execute(async (trx) => {
    const row = await repo.deletePixel(trx, input.companyId, input.pixelId);
    if (!row) throw new AppError(404, 'not_found', `The pixel ${input.pixelId} is not among the company's pixels`);
    await placeCompanyPixels(trx, input.companyId);
    await recordEvent(trx, { companyId: input.companyId, kind: 'facebook', connectionId: row.connectionId, type: 'pixel_removed', summary: row.pixelName });
  });
  return { ok: true as const };
}

export async function pixelsByCompany(deps: AppDeps, companyId: string) {
  return { data: (await repo.listPixels(deps.db, companyId)).map(presentPixel) };
}

/**
 * Re-exchanges the long-lived tokens that run out within `withinMs` (Meta: a still valid token
 * for a fresh one of ~60 days). One that cannot be (expired, revoked) leaves the connection
 * `expired` with the error, for the card to ask for a new connection. Answers how many refreshed.
 */
export async function refreshExpiringTokens(deps: AppDeps, now = new Date(), withinMs = 7 * 86_400_000): Promise<{ refreshed: number; failed: number }> {
  const connector = deps.connectors.social;
  if (connector.provider === 'off') return { refreshed: 0, failed: 0 };
  let refreshed = 0;
  let failedCount = 0;
  for (const c of await repo.expiringConnections(deps.db, 'facebook', new Date(now.getTime() + withinMs))) {
    if (c.provider !== connector.provider) {
      // Made through another connector (the sandbox before credentials were set): it cannot be renewed here.
      if (c.expiresAt && c.expiresAt <= now) {
        await repo.updateConnection(deps.db, c.id, { status: 'expired', error: JSON.stringify(storedError('token_expired', 'The access ran out: connect the social network again', now)) });
      }
      continue;
    }
    try {
      const current = openSecret(deps.config, TOKEN_PURPOSE, c.id, c.accessTokenSealed ?? '');
      const fresh = await connector.extendToken(current);
      await repo.updateConnection(deps.db, c.id, { accessTokenSealed: sealToken(deps, c.id, fresh.accessToken), expiresAt: fresh.expiresAt, error: null });
      await recordEvent(deps.db, { companyId: c.companyId, kind: 'facebook', connectionId: c.id, type: 'token_refreshed', summary: c.accountName });
      refreshed += 1;
    } catch (error) {
      const code = error instanceof SocialError ? error.code : 'token_expired';
      const expired = code === 'token_expired' || code === 'token_revoked' || !(error instanceof SocialError);
      const stored = storedError(code, error instanceof SocialError ? error.message : 'The stored access could not be opened', now);
      await repo.updateConnection(deps.db, c.id, { ...(expired ? { status: 'expired' as const } : {}), error: JSON.stringify(stored) });
      await recordEvent(deps.db, { companyId: c.companyId, kind: 'facebook', connectionId: c.id, type: 'error', summary: c.accountName, error: stored });
      failedCount += 1;
    }
  }
  return { refreshed, failed: failedCount };
}

/**
 * The token to send a chosen pixel's server events with (the Conversions API): the connection
 * that added the pixel. 404 when the company no longer has the pixel, 409 when it must reconnect.
 */
export async function pixelTokenOf(deps: AppDeps, companyId: string, pixelId: string): Promise<{ token: string; pixelName: string }> {
  const pixel = await deps.db.selectFrom('companyPixels').select(['connectionId', 'pixelName']).where('companyId', '=', companyId).where('pixelId', '=', pixelId).executeTakeFirst();
  if (!pixel) throw new AppError(404, 'not_found', `The pixel ${pixelId} is not among the company's pixels`);
  const c = await repo.findConnectionById(deps.db, companyId, pixel.connectionId);
  if (!c) throw new AppError(409, 'token_expired', 'The social network is not connected: connect it again');
  return { token: await accessTokenOf(deps, c), pixelName: pixel.pixelName };
}
