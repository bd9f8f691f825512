import { randomBytes } from 'node:crypto';
import { GMAIL_SCOPES, MailboxError, type MailboxConnector, type MailboxTokens, type SentMessage } from './mailbox.connector';
import { parseMessage } from './mime';

export const SANDBOX_CONSENT_PATH = '/integrations/gmail/sandbox/consent';
const ACCESS_TTL_MS = 3_600_000;

export type SandboxMail = { id: string; threadId: string; mailbox: string; headers: Record<string, string>; text: string };

const b64 = (s: string) => Buffer.from(s).toString('base64url');
const unb64 = (s: string) => Buffer.from(s, 'base64url').toString('utf8');

/**
 * The offline stand-in for Gmail: the mailbox is the collaborator's own address (named on the
 * consent page); sent messages are kept in this process, never delivered, with Gmail-like ids.
 */
export class SandboxMailbox implements MailboxConnector {
  readonly provider = 'sandbox' as const;
  readonly sent: SandboxMail[] = [];
  readonly #revoked = new Set<string>();

  constructor(private readonly now: () => Date = () => new Date()) {}

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

  async profile(accessToken: string): Promise<{ email: string }> {
    return { email: this.#mailboxOf(accessToken) };
  }

  async send(accessToken: string, raw: string, threadId?: string): Promise<SentMessage> {
    const mailbox = this.#mailboxOf(accessToken);
    if (threadId && !this.sent.some((m) => m.threadId === threadId && m.mailbox === mailbox)) throw new MailboxError('not_found', 'Requested entity was not found.', 404);
    const id = randomBytes(8).toString('hex');
    const { headers, text } = parseMessage(raw);
    this.sent.push({ id, threadId: threadId ?? id, mailbox, headers, text });
    return { id, threadId: threadId ?? id };
  }

  async revoke(token: string): Promise<void> {
    this.#revoked.add(token);
  }
}
