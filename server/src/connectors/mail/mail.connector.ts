/** DKIM signing key of a sending domain (the private half never leaves the server). */
export type DkimKey = { domainName: string; keySelector: string; privateKey: string };

/**
 * One message as the product sends it; `tag` and `companyId` let statistics group messages.
 * The fields after `companyId` are for marketing mail (module emailSending): a sender of the
 * company's own verified domain instead of MAIL_FROM, the RFC 8058 one-click unsubscribe headers,
 * the domain's DKIM key (SMTP signs with it; MailerSend signs with the key it holds), a
 * deterministic Message-ID that doubles as the idempotency key (the sandbox stores one message
 * per id, so a retried send is not stored twice), and provider tags.
 */
export type MailMessage = {
  to: string;
  toName?: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  tag?: string;
  companyId?: string;
  from?: { email: string; name?: string | null };
  /** Extra headers (X-…); List-Unsubscribe goes in `listUnsubscribe`, which also adds List-Unsubscribe-Post. */
  headers?: Record<string, string>;
  /** The https one-click unsubscribe URL (RFC 8058). */
  listUnsubscribe?: string;
  dkim?: DkimKey;
  /** `<unique@domain>`; the same message sent again carries the same id. */
  messageId?: string;
  tags?: string[];
};

export type StoredMail = {
  id: string;
  to: string;
  from: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  tag: string | null;
  companyId: string | null;
  headers: Record<string, string>;
  messageId: string | null;
  createdAt: Date;
};

/** What the provider answered: its own id for the message (MailerSend's X-Message-Id, SMTP's Message-ID). */
export type SentMail = { id: string };

/**
 * A send the provider refused. `permanent`: sending the same message again will fail again (bad
 * address, unverified domain, #MS422xx); otherwise the provider said "later" (SMTP 4xx, HTTP 429)
 * and did not take the message, so trying again cannot make a duplicate.
 */
export class MailSendError extends Error {
  constructor(message: string, readonly permanent: boolean, readonly code: string, readonly retryAfterMs?: number) {
    super(message);
  }
}

export interface MailConnector {
  /** sandbox: kept in the database (table mail_outbox), readable at /api/dev/outbox; smtp and mailersend: really sent. */
  readonly kind: 'sandbox' | 'smtp' | 'mailersend';
  send(message: MailMessage): Promise<SentMail>;
  /** Messages kept by the sandbox, newest first (all, or those to one address). The real connectors keep none. */
  outbox(to?: string): Promise<StoredMail[]>;
  /** One kept message (sandbox only). */
  outboxMessage?(id: string): Promise<StoredMail | null>;
  /**
   * Which of these Message-IDs the connector has taken, each with the id `send` answered for it
   * (sandbox only: its outbox keeps them). SMTP and MailerSend cannot be asked: a relay that took
   * a message just before our process died leaves no trace on our side.
   */
  taken?(messageIds: string[]): Promise<Map<string, string>>;
  /** Closes pooled connections (SMTP). */
  close?(): Promise<void>;
}

/** The RFC 8058 pair: an https URI in angle brackets, and the one-click marker. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** All headers a message carries besides the standard ones, as the connectors write them. */
export function extraHeaders(message: MailMessage): Record<string, string> {
  return {
    ...(message.tag ? { 'X-Tag': message.tag } : {}),
    ...(message.tags?.length ? { 'X-Tags': message.tags.join(', ') } : {}),
    ...message.headers,
    ...(message.listUnsubscribe ? unsubscribeHeaders(message.listUnsubscribe) : {}),
  };
}

/** `"Name" <email>` for a From header, MAIL_FROM when the message has no sender of its own. */
export function fromHeader(message: MailMessage, fallback: string): string {
  if (!message.from) return fallback;
  return message.from.name ? `"${message.from.name.replace(/["\\]/g, '')}" <${message.from.email}>` : message.from.email;
}
