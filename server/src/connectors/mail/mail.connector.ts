/** One message as the product sends it; `tag` and `companyId` let statistics group messages. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  tag?: string;
  companyId?: string;
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
  createdAt: Date;
};

export interface MailConnector {
  /** sandbox: kept in the database (table mail_outbox), readable at /api/dev/outbox; smtp: really sent. */
  readonly kind: 'sandbox' | 'smtp';
  send(message: MailMessage): Promise<{ id: string }>;
  /** Messages kept by the sandbox, newest first (all, or those to one address). The SMTP connector keeps none. */
  outbox(to?: string): Promise<StoredMail[]>;
}
