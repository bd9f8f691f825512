import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../../db/schema';

export interface MailOutboxTable {
  id: Id;
  toAddress: string;
  fromAddress: string;
  replyTo: string | null;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  tag: string | null;
  companyId: string | null;
  /** Added by migration 0560 (emailSending): the extra headers, and the Message-ID (unique: one stored copy per message). */
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  messageId: string | null;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    mailOutbox: MailOutboxTable;
  }
}
