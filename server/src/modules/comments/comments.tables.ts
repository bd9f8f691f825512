import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';

export interface ContactCommentsTable {
  id: Id;
  companyId: string;
  contactId: string;
  authorId: string | null;
  authorName: WithDefault<string>;
  body: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    contactComments: ContactCommentsTable;
  }
}
