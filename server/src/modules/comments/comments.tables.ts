import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';

export interface ContactCommentsTable {
  id: Id;
  companyId: string;
  contactId: string;
  authorId: string | null;
  authorName: WithDefault<string>;
  body: string;
  /** A workflow step's idempotency key (migration 0613): one comment per key. */
  sourceKey: WithDefault<string | null>;
  /** Its author's account was erased: the name is blanked (migration 0821). */
  authorErased: WithDefault<boolean>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    contactComments: ContactCommentsTable;
  }
}
