import type { Generated } from 'kysely';
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

/** One erasure of an account or a company, without personal data: which id, how many rows per table, when it was asked and done. */
export interface ErasureLogTable {
  id: Generated<string>;
  kind: 'user' | 'company';
  subjectId: string;
  requestedAt: Date | null;
  scheduledFor: Date | null;
  erasedAt: Generated<Date>;
  counts: Json<Record<string, number>>;
}

declare module '../../db/schema' {
  interface Database {
    contactErasures: ContactErasuresTable;
    erasureLog: ErasureLogTable;
  }
}
