import type { Generated } from 'kysely';
import type { Json } from '../../db/schema';

/** One erasure, without personal data: which id, how many rows per table, when it was asked and done. */
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
    erasureLog: ErasureLogTable;
  }
}
