import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { GmailMessage } from '../../../../../contract/integrations';
import { roleAllows } from '../../../../../contract/roles';
import { MailboxError, type MailboxConnector } from '../../../connectors/mailbox';
import { GMAIL_SCOPES } from '../../../connectors/mailbox/mailbox.connector';
import { buildMessage, formatAddress, newMessageId } from '../../../connectors/mailbox/mime';
import type { AppDeps } from '../../../deps';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { openSecret, sealSecret } from '../../../security/sealedSecrets';
import { findMemberRole } from '../../companies/members.repository';
import { requireContact } from '../../contacts/contacts.service';
import { findUserById } from '../../users/users.repository';
import { clearConsentCookie, peekSession, sameBrowser, startConsent, takeSession } from '../integrations.consent';
import * as repo from '../integrations.repository';
import { recordEvent, storedError } from '../integrations.service';
import * as gmailRepo from './gmail.repository';

export const CALLBACK_PATH = '/integrations/gmail/callback';
const ACCESS = 'integrations.gmail.access';
const REFRESH = 'integrations.gmail.refresh';
const REFRESH_MARGIN_MS = 2 * 60_000;
/** Gmail's `gmail.send` is what sending needs; without it the connection is of no use. */
const REQUIRED_SCOPE = GMAIL_SCOPES[0];

export const redirectUri = (deps: AppDeps) => `${deps.config.publicUrl.replace(/\/$/, '')}/api${CALLBACK_PATH}`;

export function mailbox(deps: AppDeps): MailboxConnector {
  const connector = deps.connectors.mailbox;
  if (connector.provider === 'off') throw new AppError(503, 'integration_unavailable', 'Gmail is not configured on this server');
  return connector;
}

export async function connectGmail(deps: AppDeps, reply: FastifyReply, input: { companyId: string; userId: string; lang: 'es' | 'en'; email: string }) {
  const connector = mailbox(deps);
  const token = await startConsent(deps, reply, { companyId: input.companyId, userId: input.userId, lang: input.lang, kind: 'gmail' });
  return { token, url: connector.authorizeUrl({ state: token, redirectUri: redirectUri(deps), lang: input.lang, loginHint: input.email }) };
}

export const consentSessionOf = (deps: AppDeps, state: string) => peekSession(deps.db, 'gmail', state);

const back = (lang: string, outcome: Record<string, string>) => `/${lang === 'en' ? 'en' : 'es'}/integrations?${new URLSearchParams(outcome)}`;

/** Google's redirect back: the caller's own mailbox connected (one per collaborator and company), tokens sealed. */
export async function finishGmail(deps: AppDeps, req: FastifyRequest, reply: FastifyReply, query: { code?: string; state?: string; error?: string }): Promise<string> {
  const state = query.state ?? '';
  if (!state || !sameBrowser(req, 'gmail', state)) return back('es', { integrationError: 'not_found' });
  clearConsentCookie(deps, reply, 'gmail');
  const session = await takeSession(deps.db, 'gmail', state);
  if (!session) return back('es', { integrationError: 'not_found' });
  const lang = session.lang;
  const role = await findMemberRole(deps.db, session.companyId, session.userId);
  if (!role || !roleAllows(role, 'contacts:write')) return back(lang, { integrationError: 'permission_missing' });
  if (query.error || !query.code) return back(lang, { integrationError: 'consent_denied' });
  const connector = mailbox(deps);
  let tokens, profile;
  try {
    tokens = await connector.exchangeCode(query.code, redirectUri(deps));
    if (!tokens.scopes.includes(REQUIRED_SCOPE)) {
      await connector.revoke(tokens.accessToken).catch(() => {});
      return back(lang, { integrationError: 'permission_missing' });
    }
    profile = await connector.profile(tokens.accessToken);
  } catch (error) {
    if (!(error instanceof MailboxError)) throw error;
    // A grant we cannot use (e.g. gmail.metadata unticked, so no address) is not kept at Google either.
    if (tokens) await connector.revoke(tokens.refreshToken ?? tokens.accessToken).catch(() => {});
    req.log.warn({ code: error.code }, 'Gmail connection refused at the callback');
    return back(lang, { integrationError: error.code });
  }
  const connectionId = await deps.db.transaction().execute(async (trx) => {
    const id = await repo.upsertConnection(trx, {
      companyId: session.companyId, kind: 'gmail', userId: session.userId, provider: connector.provider, status: 'connected',
      accountName: profile.email, accountEmail: profile.email, externalId: profile.email, scopes: tokens.scopes, accessTokenSealed: null, refreshTokenSealed: null,
      expiresAt: tokens.expiresAt, connectedBy: session.userId, connectedAt: new Date(), error: null,
    });
    await repo.updateConnection(trx, id, {
      accessTokenSealed: sealSecret(deps.config, ACCESS, id, tokens.accessToken),
      refreshTokenSealed: tokens.refreshToken ? sealSecret(deps.config, REFRESH, id, tokens.refreshToken) : null,
    });
    return id;
  });
  // Reply sync starts from here (a mailbox connected again goes on from where it was).
  if (profile.historyId) await gmailRepo.startHistoryAt(deps.db, { connectionId, companyId: session.companyId, historyId: profile.historyId });
  await recordEvent(deps.db, { companyId: session.companyId, kind: 'gmail', connectionId, type: 'connected', summary: profile.email });
  return back(lang, { connected: 'gmail' });
}

const notConnected = () => new AppError(409, 'token_expired', 'Your Gmail mailbox is not connected: connect it on the integrations screen');

/** A usable access token of the connection, refreshed when it is about to end (`force`: Gmail refused the stored one). */
export async function accessTokenOf(deps: AppDeps, c: repo.ConnectionRow, force = false): Promise<string> {
  if (c.status !== 'connected' || !c.accessTokenSealed) throw notConnected();
  const connector = mailbox(deps);
  try {
    if (!force && c.expiresAt && c.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS) return openSecret(deps.config, ACCESS, c.id, c.accessTokenSealed);
    if (!c.refreshTokenSealed) throw new MailboxError('token_expired', 'No refresh token was granted', 401);
    const fresh = await connector.refresh(openSecret(deps.config, REFRESH, c.id, c.refreshTokenSealed));
    await repo.updateConnection(deps.db, c.id, {
      accessTokenSealed: sealSecret(deps.config, ACCESS, c.id, fresh.accessToken), expiresAt: fresh.expiresAt, error: null,
      ...(fresh.refreshToken ? { refreshTokenSealed: sealSecret(deps.config, REFRESH, c.id, fresh.refreshToken) } : {}),
    });
    return fresh.accessToken;
  } catch (error) {
    const code = error instanceof MailboxError ? error.code : 'token_expired';
    if (error instanceof MailboxError && code !== 'token_expired' && code !== 'token_revoked') throw vendorError(error);
    const stored = storedError(code, error instanceof MailboxError ? error.message : 'The stored access could not be opened');
    await repo.updateConnection(deps.db, c.id, { status: 'expired', error: JSON.stringify(stored) });
    await recordEvent(deps.db, { companyId: c.companyId, kind: 'gmail', connectionId: c.id, type: 'error', summary: c.accountName, error: stored });
    throw notConnected();
  }
}

/** A Gmail error as our API answers it: never a 401 (the app would sign the user out). */
export function vendorError(error: MailboxError): AppError {
  if (error.code === 'token_expired' || error.code === 'token_revoked') return notConnected();
  const status = error.status === 404 ? 404 : error.status === 429 || error.code === 'rate_limited' ? 429 : 502;
  return new AppError(status, error.code, `Gmail: ${error.message}`);
}

export const present = (m: gmailRepo.MessageRow): GmailMessage => ({
  _id: m.id, threadId: m.threadId, contactId: m.contactId, direction: m.direction, from: m.fromAddress, to: m.toAddress, subject: m.subject,
  snippet: m.snippet, sentBy: m.userId ? { _id: m.userId, name: m.sentByName ?? '' } : null, at: m.sentAt.toISOString(),
});

export const baseSubject = (s: string) => s.replace(/^\s*((re|aw|sv|fwd?)\s*:\s*)+/i, '').trim();
const snippetOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Sends through the caller's own mailbox to a contact of the company. A reply (`threadId`) must be
 * a thread of that same mailbox: it goes with Gmail's threadId, In-Reply-To the thread's last
 * Message-ID, References the whole chain, and the thread's subject ("Re: …"), which Gmail needs
 * all three of to keep it in the thread. The message is stored and an `email_sent` event recorded.
 */
export async function sendGmail(deps: AppDeps, input: { companyId: string; userId: string; contactId: string; subject: string; body: string; threadId?: string }): Promise<GmailMessage> {
  const contact = await requireContact(deps.db, input.companyId, input.contactId);
  if (!contact.email) throw badRequest('The contact has no email address: add one to write to it', [{ path: 'body.contactId', message: 'The contact has no email address', code: 'contact_without_email' }], 'contact_without_email');
  const c = await repo.findConnection(deps.db, input.companyId, 'gmail', input.userId);
  if (!c) throw notConnected();
  const address = (c.accountEmail ?? c.accountName).toLowerCase();
  let subject = input.subject;
  let inReplyTo: string | undefined;
  let references: string[] | undefined;
  if (input.threadId) {
    const thread = await gmailRepo.threadMessages(deps.db, input.companyId, address, input.threadId);
    // A thread of this mailbox with another contact is not this contact's conversation.
    if (!thread.length || thread.some((m) => m.contactId !== contact.id)) throw new AppError(404, 'not_found', 'That conversation is not in your mailbox');
    subject = `Re: ${baseSubject(thread[0]!.subject)}`;
    // A received message may have come without a Message-ID: the chain is the ones known.
    references = thread.map((m) => m.messageIdHeader).filter(Boolean);
    inReplyTo = references.at(-1);
  }
  const sender = await findUserById(deps.db, input.userId);
  const from = formatAddress(address, sender ? `${sender.name} ${sender.surname}`.trim() : null);
  const to = formatAddress(contact.email, `${contact.name ?? ''} ${contact.surname ?? ''}`.trim());
  const messageId = newMessageId(address.split('@')[1] ?? 'crm.local');
  const { raw } = buildMessage({ from, to, subject, text: input.body, messageId, inReplyTo, references });
  const connector = mailbox(deps);
  let sent;
  try {
    sent = await connector.send(await accessTokenOf(deps, c), raw, input.threadId);
  } catch (error) {
    if (!(error instanceof MailboxError)) throw error;
    if (error.code !== 'token_expired') throw vendorError(error);
    // The stored token was refused before its time (revoked, or the clock): once more with a fresh one.
    try {
      sent = await connector.send(await accessTokenOf(deps, c, true), raw, input.threadId);
    } catch (again) {
      if (again instanceof MailboxError) throw vendorError(again);
      throw again;
    }
  }
  const id = await deps.db.transaction().execute(async (trx) => {
    const messageRowId = await gmailRepo.insertMessage(trx, {
      companyId: input.companyId, contactId: contact.id, connectionId: c.id, userId: input.userId, mailbox: address, direction: 'sent',
      gmailId: sent.id, threadId: sent.threadId, messageIdHeader: messageId, fromAddress: address, toAddress: contact.email!, subject,
      snippet: snippetOf(input.body), sentAt: new Date(),
    });
    await recordEvent(trx, { companyId: input.companyId, kind: 'gmail', connectionId: c.id, type: 'email_sent', summary: subject, contactId: contact.id, data: { messageId: messageRowId, threadId: sent.threadId } });
    return messageRowId;
  });
  return present((await gmailRepo.findMessage(deps.db, id))!);
}

export async function gmailThreads(deps: AppDeps, input: { companyId: string; contactId: string; page: number; limit: number }) {
  await requireContact(deps.db, input.companyId, input.contactId);
  const { rows, total } = await gmailRepo.pageContactMessages(deps.db, input.companyId, input.contactId, input.page, input.limit);
  return { data: rows.map(present), total, page: input.page, limit: input.limit };
}

/** Revokes the caller's own grant at Google and deletes their mailbox's tokens (the messages stay on the timelines). */
export async function disconnectGmail(deps: AppDeps, input: { companyId: string; userId: string }, log?: FastifyBaseLogger): Promise<{ ok: true }> {
  const c = await repo.findConnection(deps.db, input.companyId, 'gmail', input.userId);
  if (!c) throw notFound('Connection');
  const connector = deps.connectors.mailbox;
  if (connector.provider !== 'off' && c.provider === connector.provider) {
    let token: string | null = null;
    try {
      // Revoking the refresh token ends its access tokens too.
      token = c.refreshTokenSealed ? openSecret(deps.config, REFRESH, c.id, c.refreshTokenSealed) : c.accessTokenSealed ? openSecret(deps.config, ACCESS, c.id, c.accessTokenSealed) : null;
    } catch {
      token = null;
    }
    if (token) await connector.revoke(token).catch(() => log?.warn('Gmail: the grant could not be revoked'));
  }
  await deps.db.transaction().execute(async (trx) => {
    await recordEvent(trx, { companyId: input.companyId, kind: 'gmail', connectionId: null, type: 'disconnected', summary: c.accountName });
    await repo.deleteConnection(trx, input.companyId, c.id);
  });
  return { ok: true };
}
