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
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    mailOutbox: MailOutboxTable;
  }
}
