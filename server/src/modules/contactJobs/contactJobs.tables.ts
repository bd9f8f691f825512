import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';
import type { RowError } from '../../../../contract/contactJobs';

export type JobKind = 'import' | 'export';
export type JobState = 'queued' | 'active' | 'completed' | 'failed';

export interface ContactJobsTable {
  id: Id;
  companyId: string;
  userId: string | null;
  kind: JobKind;
  state: WithDefault<JobState>;
  fileName: string | null;
  options: ColumnType<Record<string, unknown>, string | undefined, string>;
  total: number | null;
  rowsDone: WithDefault<number>;
  created: WithDefault<number>;
  updated: WithDefault<number>;
  skipped: WithDefault<number>;
  failed: WithDefault<number>;
  errors: ColumnType<RowError[], string | undefined, string>;
  error: string | null;
  errorCode: string | null;
  createdAt: CreatedAt;
  startedAt: Date | null;
  finishedAt: Date | null;
  updatedAt: UpdatedAt;
}

export interface ContactJobFilesTable {
  jobId: string;
  input: Buffer | null;
  /** Only exports finished before the blob store; newer ones are blobs (`exportBlobKey`). */
  result: Buffer | null;
}

declare module '../../db/schema' {
  interface Database {
    contactJobs: ContactJobsTable;
    contactJobFiles: ContactJobFilesTable;
  }
}
