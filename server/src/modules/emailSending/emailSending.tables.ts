import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, WithDefault } from '../../db/schema';
import type { BulkState, EmailEventType, RecipientSelector, SuppressionReason } from '../../../../contract/email';
import '../companies/companies.tables';
import '../contacts/contacts.tables';

export type RecipientState = 'pending' | 'sent' | 'skipped' | 'failed';
export type MessageStatus = 'sending' | 'sent' | 'suppressed' | 'failed';

export interface BulkEmailsTable {
  id: Id;
  companyId: string;
  state: BulkState;
  subject: string;
  templateId: string | null;
  templateName: string | null;
  html: string | null;
  textBody: string | null;
  fromEmail: string;
  fromName: string | null;
  replyTo: string | null;
  recipients: ColumnType<RecipientSelector, string, string>;
  recipientsLabel: string;
  tags: WithDefault<string[]>;
  sendAt: Date | null;
  resolved: WithDefault<boolean>;
  total: WithDefault<number>;
  sent: WithDefault<number>;
  skipped: WithDefault<number>;
  failed: WithDefault<number>;
  error: string | null;
  createdBy: string | null;
  createdAt: CreatedAt;
  startedAt: Date | null;
  finishedAt: Date | null;
}

export interface BulkEmailRecipientsTable {
  bulkEmailId: string;
  position: number;
  contactId: string;
  email: string | null;
  state: RecipientState;
  skipReason: string | null;
  attemptedAt: Date | null;
  messageId: string | null;
  error: string | null;
}

export interface EmailMessagesTable {
  id: Id;
  companyId: string;
  bulkEmailId: string | null;
  contactId: string | null;
  toEmail: string;
  fromEmail: string;
  subject: string;
  tags: WithDefault<string[]>;
  test: WithDefault<boolean>;
  status: MessageStatus;
  language: 'es' | 'en';
  tokenHash: Buffer;
  headerMessageId: string;
  providerMessageId: string | null;
  links: WithDefault<string[]>;
  error: string | null;
  /** The caller's key for this send (migration 0611): the same key twice sends once. */
  idempotencyKey: WithDefault<string | null>;
  /** The template of a single send (a bulk message's is on its bulk email). */
  templateId: WithDefault<string | null>;
  createdAt: CreatedAt;
}

export interface EmailEventsTable {
  id: Id;
  companyId: string;
  messageId: string;
  contactId: string | null;
  type: EmailEventType;
  url: string | null;
  createdAt: CreatedAt;
}

export interface EmailSuppressionsTable {
  companyId: string;
  email: string;
  reason: SuppressionReason;
  contactId: string | null;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    bulkEmails: BulkEmailsTable;
    bulkEmailRecipients: BulkEmailRecipientsTable;
    emailMessages: EmailMessagesTable;
    emailEvents: EmailEventsTable;
    emailSuppressions: EmailSuppressionsTable;
  }
}
