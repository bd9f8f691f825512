import type { CreatedAt, Id, Json, WithDefault } from '../../db/schema';

export interface ContactErasuresTable {
  id: Id;
  companyId: string;
  /** The erased contact's id: no longer points at anything, kept to answer "was X erased?". */
  contactId: string;
  requestedBy: string | null;
  /** Rows removed per area (area name → count); never a value of the contact. */
  counts: Json<Record<string, number>>;
  /** Stored files (chat media…) deleted after the transaction committed. */
  files: WithDefault<number>;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    contactErasures: ContactErasuresTable;
  }
}
