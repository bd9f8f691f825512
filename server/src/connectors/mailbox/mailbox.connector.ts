import type { INTEGRATION_ERROR_CODES } from '../../../../contract/integrations';

/** Google's access token (about 1 h) and refresh token (does not rotate; null when Google sends none again). */
export type MailboxTokens = { accessToken: string; refreshToken: string | null; expiresAt: Date; scopes: string[] };

export type MailboxErrorCode = (typeof INTEGRATION_ERROR_CODES)[number];

export class MailboxError extends Error {
  constructor(readonly code: MailboxErrorCode, message: string, readonly status = 502) {
    super(message);
    this.name = 'MailboxError';
  }
}

/**
 * The scopes asked for (reference/integrations.md §3.1): `gmail.send` to send (sensitive, not
 * restricted) and `gmail.metadata` for the mailbox's address (users.getProfile) and, later, the
 * headers and snippets of replies through history sync — never a body. `gmail.readonly` would
 * read every body, which the product does not show; both are restricted (Google's verification
 * and a yearly security assessment for a public app), so only the narrower one is asked.
 */
export const GMAIL_SCOPES = ['https://www.googleapis.com/auth/gmail.send', 'https://www.googleapis.com/auth/gmail.metadata'] as const;

/** What Gmail answers to a send. */
export type SentMessage = { id: string; threadId: string };

/** One page of `users.history.list` (messageAdded only): the messages added since the id, and the mailbox's current history id. */
export type HistoryPage = { added: { id: string; threadId: string }[]; historyId: string; nextPageToken: string | null };

/**
 * A message as `format=metadata` shows it (`gmail.metadata` allows no more: headers, labels and
 * Gmail's snippet, never the body). Header names lower-cased.
 */
export type MessageMetadata = {
  id: string;
  threadId: string;
  labelIds: string[];
  snippet: string;
  /** internalDate: when Gmail received it. */
  at: Date;
  headers: { from?: string; to?: string; subject?: string; 'message-id'?: string };
};

/**
 * A collaborator's own mailbox (Gmail API): OAuth, the address, sending a raw RFC 2822 message
 * (into a thread when `threadId` is given). `sandbox` keeps messages in memory; `gmail` is the API.
 */
export interface MailboxConnector {
  readonly provider: 'sandbox' | 'gmail' | 'off';
  authorizeUrl(input: { state: string; redirectUri: string; lang: 'es' | 'en'; loginHint?: string }): string;
  exchangeCode(code: string, redirectUri: string): Promise<MailboxTokens>;
  refresh(refreshToken: string): Promise<MailboxTokens>;
  /** The mailbox's address and its current history id (where reply sync starts). */
  profile(accessToken: string): Promise<{ email: string; historyId: string | null }>;
  send(accessToken: string, raw: string, threadId?: string): Promise<SentMessage>;
  revoke(token: string): Promise<void>;
  /** Messages added after `startHistoryId`; a MailboxError `not_found` (404) when that id is too old: sync again in full. */
  history(accessToken: string, startHistoryId: string, pageToken?: string): Promise<HistoryPage>;
  /** A thread's messages, metadata only (the full resync reads the threads the product knows); `not_found` when it is gone. */
  threadMessages(accessToken: string, threadId: string): Promise<MessageMetadata[]>;
  message(accessToken: string, id: string): Promise<MessageMetadata>;
  /** Asks Gmail to publish the inbox's changes to a Pub/Sub topic (to be called again within 7 days). */
  watch(accessToken: string, topicName: string): Promise<{ historyId: string; expiration: Date }>;
}
