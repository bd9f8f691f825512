import type { Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt } from '../../db/schema';

export interface ContactListsTable {
  id: Id;
  companyId: string;
  name: string;
  description: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ContactListMembersTable {
  listId: string;
  contactId: string;
  companyId: string;
  addedAt: Generated<Date>;
}

declare module '../../db/schema' {
  interface Database {
    contactLists: ContactListsTable;
    contactListMembers: ContactListMembersTable;
  }
}
