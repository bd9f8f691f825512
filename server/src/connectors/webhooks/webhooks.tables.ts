import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../../db/schema';

export interface WebhookSandboxInboxTable {
  id: Id;
  companyId: string | null;
  url: string;
  method: string;
  headers: ColumnType<Record<string, string>, string, string>;
  body: string;
  /** What the sandbox answered (200, or the code asked for with /status/<code>). */
  status: number;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    webhookSandboxInbox: WebhookSandboxInboxTable;
  }
}
