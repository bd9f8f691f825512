import type { Id } from '../../../db/schema';

/** Migration 0741 (connectors/mailbox/migrations). */
export interface GmailMessagesTable {
  id: Id;
  companyId: string;
  contactId: string;
  connectionId: string | null;
  userId: string | null;
  mailbox: string;
  direction: 'sent' | 'received';
  gmailId: string;
  threadId: string;
  messageIdHeader: string;
  fromAddress: string;
  toAddress: string;
  subject: string;
  snippet: string;
  sentAt: Date;
}

declare module '../../../db/schema' {
  interface Database {
    gmailMessages: GmailMessagesTable;
  }
}
