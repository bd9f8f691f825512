import { randomBytes } from 'node:crypto';
import { GMAIL_SCOPES, MailboxError, type HistoryPage, type MailboxConnector, type MailboxTokens, type MessageMetadata, type SentMessage } from './mailbox.connector';
import { newMessageId, parseMessage } from './mime';

export const SANDBOX_CONSENT_PATH = '/integrations/gmail/sandbox/consent';
const ACCESS_TTL_MS = 3_600_000;

export type SandboxMail = { id: string; threadId: string; mailbox: string; headers: Record<string, string>; text: string; labelIds: string[]; historyId: number; at: Date };
const HISTORY_PAGE = 100;
const notFound = () => new MailboxError('not_found', 'Requested entity was not found.', 404);

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

/**
 * The offline stand-in for Gmail: the mailbox is the collaborator's own address (named on the
 * consent page); sent messages are kept in this process, never delivered, with Gmail-like ids.
 * Every message added (sent, or a simulated reply) takes the next history id, and history,
 * threads and messages answer as Gmail's do with `gmail.metadata`, so reply sync reads the
 * sandbox exactly as it reads Gmail. History ids start at this process's start time in ms: they
 * keep growing across restarts, and an id from before the restart is unknown here (404, as an
 * expired one is at Gmail: the sync starts over from the threads it knows).
 */
export class SandboxMailbox implements MailboxConnector {
  readonly provider = 'sandbox' as const;
  readonly sent: SandboxMail[] = [];
  readonly #messages: SandboxMail[] = [];
  readonly #revoked = new Set<string>();
  #firstHistoryId: number;
  #lastHistoryId: number;

  constructor(private readonly now: () => Date = () => new Date()) {
    this.#firstHistoryId = this.now().getTime();
    this.#lastHistoryId = this.#firstHistoryId;
  }

  #add(mail: Omit<SandboxMail, 'historyId' | 'at'>): SandboxMail {
    this.#lastHistoryId += 1;
    const stored = { ...mail, historyId: this.#lastHistoryId, at: this.now() };
    this.#messages.push(stored);
    return stored;
  }

  #metadata(m: SandboxMail): MessageMetadata {
    const h = m.headers;
    return {
      id: m.id, threadId: m.threadId, labelIds: m.labelIds, snippet: m.text.replace(/\s+/g, ' ').trim().slice(0, 200), at: m.at,
      headers: { ...(h.from ? { from: h.from } : {}), ...(h.to ? { to: h.to } : {}), ...(h.subject ? { subject: h.subject } : {}), ...(h['message-id'] ? { 'message-id': h['message-id'] } : {}) },
    };
  }

  authorizeUrl(input: { state: string }): string {
    return `/api${SANDBOX_CONSENT_PATH}?state=${encodeURIComponent(input.state)}`;
  }

  issueCode(email: string): string {
    return `sbxgmcode.${b64(email)}.${randomBytes(12).toString('base64url')}`;
  }

  #tokens(email: string): MailboxTokens {
    const expiresAt = new Date(this.now().getTime() + ACCESS_TTL_MS);
    return {
      accessToken: `sbxgm.at.${b64(email)}.${expiresAt.getTime()}.${randomBytes(12).toString('base64url')}`,
      refreshToken: `sbxgm.rt.${b64(email)}.${randomBytes(12).toString('base64url')}`,
      expiresAt, scopes: [...GMAIL_SCOPES],
    };
  }

  #mailboxOf(accessToken: string): string {
    const m = /^sbxgm\.at\.([A-Za-z0-9_-]+)\.(\d+)\./.exec(accessToken);
    if (!m || this.#revoked.has(accessToken)) throw new MailboxError('token_expired', 'Invalid Credentials', 401);
    if (Number(m[2]) <= this.now().getTime()) throw new MailboxError('token_expired', 'Invalid Credentials', 401);
    return unb64(m[1]!);
  }

  async exchangeCode(code: string): Promise<MailboxTokens> {
    const m = /^sbxgmcode\.([A-Za-z0-9_-]+)\./.exec(code);
    if (!m) throw new MailboxError('consent_denied', 'Malformed auth code.', 400);
    return this.#tokens(unb64(m[1]!));
  }

  async refresh(refreshToken: string): Promise<MailboxTokens> {
    const m = /^sbxgm\.rt\.([A-Za-z0-9_-]+)\./.exec(refreshToken);
    if (!m || this.#revoked.has(refreshToken)) throw new MailboxError('token_revoked', 'Token has been expired or revoked.', 400);
    return { ...this.#tokens(unb64(m[1]!)), refreshToken: null };
  }

  async profile(accessToken: string): Promise<{ email: string; historyId: string }> {
    return { email: this.#mailboxOf(accessToken), historyId: String(this.#lastHistoryId) };
  }

  async send(accessToken: string, raw: string, threadId?: string): Promise<SentMessage> {
    const mailbox = this.#mailboxOf(accessToken);
    if (threadId && !this.#messages.some((m) => m.threadId === threadId && m.mailbox === mailbox)) throw notFound();
    const id = randomBytes(8).toString('hex');
    const { headers, text } = parseMessage(raw);
    this.sent.push(this.#add({ id, threadId: threadId ?? id, mailbox, headers, text, labelIds: ['SENT'] }));
    return { id, threadId: threadId ?? id };
  }

  async history(accessToken: string, startHistoryId: string, pageToken?: string): Promise<HistoryPage> {
    const mailbox = this.#mailboxOf(accessToken);
    const start = Number(startHistoryId);
    if (!Number.isSafeInteger(start) || start < this.#firstHistoryId) throw notFound();
    const added = this.#messages.filter((m) => m.mailbox === mailbox && m.historyId > start);
    const from = Number(pageToken ?? 0);
    const page = added.slice(from, from + HISTORY_PAGE);
    return { added: page.map((m) => ({ id: m.id, threadId: m.threadId })), historyId: String(this.#lastHistoryId), nextPageToken: from + HISTORY_PAGE < added.length ? String(from + HISTORY_PAGE) : null };
  }

  async threadMessages(accessToken: string, threadId: string): Promise<MessageMetadata[]> {
    const mailbox = this.#mailboxOf(accessToken);
    const thread = this.#messages.filter((m) => m.mailbox === mailbox && m.threadId === threadId);
    if (!thread.length) throw notFound();
    return thread.map((m) => this.#metadata(m));
  }

  async message(accessToken: string, id: string): Promise<MessageMetadata> {
    const mailbox = this.#mailboxOf(accessToken);
    const m = this.#messages.find((x) => x.mailbox === mailbox && x.id === id);
    if (!m) throw notFound();
    return this.#metadata(m);
  }

  /**
   * The contact answers into a thread of the mailbox (the sandbox's "simulate a reply"): the
   * message lands in the mailbox's inbox under a new history id, as Gmail would file it. The
   * thread is taken as the product knows it (this process may have restarted since it was sent).
   */
  receiveReply(input: { mailbox: string; threadId: string; from: string; subject: string; text: string; inReplyTo?: string; references?: string[] }): SandboxMail {
    const domain = input.from.split('@')[1]?.replace(/[^A-Za-z0-9.-]/g, '') || 'example.com';
    return this.#add({
      id: randomBytes(8).toString('hex'), threadId: input.threadId, mailbox: input.mailbox.toLowerCase(), text: input.text, labelIds: ['INBOX', 'UNREAD'],
      headers: {
        from: input.from, to: input.mailbox, subject: input.subject, 'message-id': newMessageId(domain),
        ...(input.inReplyTo ? { 'in-reply-to': input.inReplyTo } : {}), ...(input.references?.length ? { references: input.references.join(' ') } : {}),
      },
    });
  }

  /** The sandbox publishes nothing (there is no Pub/Sub here): the watch is answered as Gmail would. */
  async watch(accessToken: string): Promise<{ historyId: string; expiration: Date }> {
    this.#mailboxOf(accessToken);
    return { historyId: String(this.#lastHistoryId), expiration: new Date(this.now().getTime() + 7 * 86_400_000) };
  }

  /** Tests: every history id given before the current one is now too old (as when Gmail's history expires). */
  expireHistory(): void {
    this.#firstHistoryId = this.#lastHistoryId;
  }

  async revoke(token: string): Promise<void> {
    this.#revoked.add(token);
  }
}
