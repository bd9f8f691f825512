import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';
import '../companies/companies.tables';
import '../users/users.tables';

export type CustomValues = Record<string, unknown>;

export interface ContactsTable {
  id: Id;
  companyId: string;
  name: WithDefault<string>;
  surname: WithDefault<string>;
  email: string | null;
  phone: string | null;
  organization: string | null;
  jobTitle: string | null;
  source: string | null;
  city: string | null;
  country: string | null;
  customProperties: ColumnType<CustomValues, CustomValues | string | undefined, CustomValues | string>;
  phoneKey: ColumnType<string | null, never, never>;
  searchText: ColumnType<string, never, never>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface ContactCollaboratorsTable {
  contactId: string;
  userId: string;
  companyId: string;
  assignedAt: Generated<Date>;
}

/** Kept by triggers (migration 0110); bigint comes back as a string. */
export interface ContactCountsTable {
  companyId: string;
  contacts: ColumnType<string, never, never>;
}

declare module '../../db/schema' {
  interface Database {
    contacts: ContactsTable;
    contactCounts: ContactCountsTable;
    contactCollaborators: ContactCollaboratorsTable;
  }
}
