import type { Id, WithDefault } from '../../../db/schema';

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

/** Migration 0800 (connectors/mailbox/migrations): where each mailbox's reply sync goes on from. */
export interface GmailSyncStateTable {
  connectionId: string;
  companyId: string;
  /** Gmail's history id (a uint64, kept as its digits). */
  historyId: string | null;
  syncedAt: Date | null;
  fullSyncs: WithDefault<number>;
}

declare module '../../../db/schema' {
  interface Database {
    gmailMessages: GmailMessagesTable;
    gmailSyncState: GmailSyncStateTable;
  }
}
