import type { GmailMessage } from '../../../../../contract/integrations';
import { MailboxError, type MailboxConnector, type MessageMetadata } from '../../../connectors/mailbox';
import { decodeHeader } from '../../../connectors/mailbox/mime';
import type { AppDeps } from '../../../deps';
import { emitWorkflowEvents } from '../../workflows/workflows.events';
import * as repo from '../integrations.repository';
import { recordEvent } from '../integrations.service';
import * as gmailRepo from './gmail.repository';
import { accessTokenOf, baseSubject, mailbox, present, vendorError } from './gmail.service';

/** A history id that is too old (404) reads again the threads active in this window… */
const FULL_SYNC_DAYS = 30;
/** …at most this many of them, newest first. */
const FULL_SYNC_THREADS = 100;
/** One sync reads at most this many history pages (500 records each); the next one goes on. */
const MAX_HISTORY_PAGES = 20;

/** `"Pedro Núñez" <pedro@example.com>` → `pedro@example.com`. */
export function addressOf(header: string | undefined): string {
  const value = decodeHeader(header ?? '').trim();
  const angled = /<([^<>\s]+@[^<>\s]+)>/.exec(value);
  return (angled?.[1] ?? value.split(',')[0]!.trim()).toLowerCase().slice(0, 254);
}

/** Gmail's snippets are HTML-escaped text; the app shows plain text. */
const unescapeSnippet = (s: string) => s.replace(/&(#39|quot|lt|gt|amp);/g, (_m, e: string) => ({ '#39': "'", quot: '"', lt: '<', gt: '>', amp: '&' })[e]!).slice(0, 200);

const mailboxAddress = (c: repo.ConnectionRow) => (c.accountEmail ?? c.accountName).toLowerCase();

/**
 * Runs `fn` with the mailbox's access token; a token Gmail refuses before its time (revoked, the
 * clock) is refreshed once and `fn` tried again, as sending does.
 */
export async function withToken<T>(deps: AppDeps, c: repo.ConnectionRow, fn: (token: string) => Promise<T>): Promise<T> {
  try {
    return await fn(await accessTokenOf(deps, c));
  } catch (error) {
    if (!(error instanceof MailboxError) || error.code !== 'token_expired') throw error;
    return fn(await accessTokenOf(deps, c, true));
  }
}

type Found = { id: string; threadId: string; meta?: MessageMetadata };

/**
 * What was added to the mailbox since the stored history id (`users.history.list`, messageAdded),
 * and the id to store next. Null when Gmail no longer has that history (404): sync in full.
 */
async function incremental(connector: MailboxConnector, token: string, start: string): Promise<{ found: Found[]; historyId: string } | null> {
  const found: Found[] = [];
  let historyId = start;
  let pageToken: string | undefined;
  try {
    for (let pages = 0; pages < MAX_HISTORY_PAGES; pages++) {
      const page = await connector.history(token, start, pageToken);
      found.push(...page.added);
      historyId = page.historyId;
      if (!page.nextPageToken) return { found, historyId };
      pageToken = page.nextPageToken;
    }
    // More than a sync reads: store nothing new, the next sync reads the same history on (the
    // messages already filed are skipped by their id).
    return { found, historyId: start };
  } catch (error) {
    if (error instanceof MailboxError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * The full resync (reference §3.3, step 5), narrowed to what the product needs: the mailbox's
 * current history id first (nothing added after it is missed: the next sync starts there), then
 * the threads the product sent in recently, each read again (metadata only). A thread deleted in
 * Gmail since is skipped.
 */
async function full(deps: AppDeps, connector: MailboxConnector, token: string, c: repo.ConnectionRow): Promise<{ found: Found[]; historyId: string | null }> {
  const { historyId } = await connector.profile(token);
  const since = new Date(Date.now() - FULL_SYNC_DAYS * 86_400_000);
  const found: Found[] = [];
  for (const threadId of await gmailRepo.recentThreadIds(deps.db, c.companyId, mailboxAddress(c), since, FULL_SYNC_THREADS)) {
    try {
      found.push(...(await connector.threadMessages(token, threadId)).map((meta) => ({ id: meta.id, threadId: meta.threadId, meta })));
    } catch (error) {
      if (!(error instanceof MailboxError) || error.code !== 'not_found') throw error;
    }
  }
  return { found, historyId };
}

/**
 * Reply sync of one connected mailbox (reference/integrations.md §3.3): from the stored history
 * id, the messages added to threads the product sent (their threadId is known) are read —
 * metadata only — and filed as received messages of the thread's contact, once each (by Gmail
 * id), with an `email_received` event on its timeline and `gmail_reply_received` for workflows.
 *
 * Only `gmail.metadata` is asked for (mailbox.connector.ts): headers, labels and Gmail's snippet,
 * never a body. Reading bodies would need `gmail.readonly`, which reads the whole mailbox; the
 * product shows who answered, when and the first line, and the collaborator reads the rest in Gmail.
 *
 * The job runs this for every mailbox; a Pub/Sub push or the sandbox's simulated reply runs it
 * for one. Answers what was filed.
 */
export async function syncMailbox(deps: AppDeps, connectionId: string): Promise<{ received: GmailMessage[]; full: boolean }> {
  const c = await deps.db.selectFrom('integrationConnections').selectAll().where('id', '=', connectionId).where('kind', '=', 'gmail').executeTakeFirst();
  const connector = mailbox(deps);
  // Connected elsewhere (the sandbox's grant on a server now using Gmail): nothing to read here.
  if (!c || c.status !== 'connected' || c.provider !== connector.provider) return { received: [], full: false };
  const address = mailboxAddress(c);
  const state = await gmailRepo.syncStateOf(deps.db, c.id);
  let outcome: { found: Found[]; historyId: string | null; full: boolean };
  try {
    outcome = await withToken(deps, c, async (token) => {
      const step = state?.historyId ? await incremental(connector, token, state.historyId) : null;
      if (step) return { ...step, full: false };
      return { ...(await full(deps, connector, token, c)), full: true };
    });
  } catch (error) {
    if (error instanceof MailboxError) throw vendorError(error);
    throw error;
  }

  const threads = await gmailRepo.productThreads(deps.db, c.companyId, address, [...new Set(outcome.found.map((f) => f.threadId))]);
  const candidates = outcome.found.filter((f) => threads.has(f.threadId));
  const known = await gmailRepo.knownGmailIds(deps.db, address, candidates.map((f) => f.id));
  const received: GmailMessage[] = [];
  for (const f of candidates) {
    if (known.has(f.id)) continue;
    known.add(f.id);
    let meta = f.meta;
    if (!meta) {
      try {
        meta = await withToken(deps, c, (token) => connector.message(token, f.id));
      } catch (error) {
        // Deleted in Gmail since it was added: nothing to file.
        if (error instanceof MailboxError && error.code === 'not_found') continue;
        if (error instanceof MailboxError) throw vendorError(error);
        throw error;
      }
    }
    const from = addressOf(meta.headers.from);
    // The collaborator's own messages (sent from the product, or from Gmail itself) and drafts are not replies.
    if (meta.labelIds.includes('SENT') || meta.labelIds.includes('DRAFT') || from === address) continue;
    const thread = threads.get(f.threadId)!;
    const subject = (decodeHeader(meta.headers.subject ?? '').trim() || `Re: ${baseSubject(thread.subject)}`).slice(0, 250);
    const id = await deps.db.transaction().execute(async (trx) => {
      const rowId = await gmailRepo.insertMessageOnce(trx, {
        companyId: c.companyId, contactId: thread.contactId, connectionId: c.id, userId: null, mailbox: address, direction: 'received',
        gmailId: meta.id, threadId: meta.threadId, messageIdHeader: (meta.headers['message-id'] ?? '').trim().slice(0, 500),
        fromAddress: from || 'unknown', toAddress: addressOf(meta.headers.to) || address, subject, snippet: unescapeSnippet(meta.snippet), sentAt: meta.at,
      });
      // Another sync of this mailbox filed it first.
      if (!rowId) return null;
      await recordEvent(trx, {
        companyId: c.companyId, kind: 'gmail', connectionId: c.id, type: 'email_received', summary: subject, contactId: thread.contactId,
        data: { messageId: rowId, threadId: meta.threadId }, externalKey: `received:${address}:${meta.id}`,
      });
      await emitWorkflowEvents(trx, [{ type: 'gmail_reply_received', companyId: c.companyId, contactId: thread.contactId, threadId: meta.threadId, gmailId: meta.id }]);
      return rowId;
    });
    if (id) received.push(present((await gmailRepo.findMessage(deps.db, id))!));
  }
  if (outcome.historyId) await gmailRepo.saveHistoryId(deps.db, { connectionId: c.id, companyId: c.companyId, historyId: outcome.historyId, full: outcome.full });
  return { received, full: outcome.full };
}

/** The job's work: every connected mailbox of this server's provider, one after the other; one that fails does not stop the rest. */
export async function syncAllMailboxes(deps: AppDeps, log?: { warn: (o: object, msg: string) => void }): Promise<{ synced: number; failed: number; received: number }> {
  if (deps.connectors.mailbox.provider === 'off') return { synced: 0, failed: 0, received: 0 };
  const rows = await deps.db.selectFrom('integrationConnections').select('id').where('kind', '=', 'gmail').where('status', '=', 'connected')
    .where('provider', '=', deps.connectors.mailbox.provider).orderBy('id').execute();
  let synced = 0;
  let failed = 0;
  let received = 0;
  for (const { id } of rows) {
    try {
      received += (await syncMailbox(deps, id)).received.length;
      synced += 1;
    } catch (error) {
      failed += 1;
      log?.warn({ connectionId: id, code: (error as { code?: string }).code }, 'Gmail: a mailbox could not be synced');
    }
  }
  return { synced, failed, received };
}
