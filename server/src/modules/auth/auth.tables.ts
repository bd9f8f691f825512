import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';
import type { Attribution } from '../users/users.tables';

export interface PasswordResetsTable {
  userId: string;
  codeHash: string | null;
  expiresAt: ColumnType<Date, Date, Date>;
  attempts: WithDefault<number>;
  verifiedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  createdAt: CreatedAt;
}

export interface LeadsTable {
  id: Id;
  email: string;
  name: string | null;
  phone: string | null;
  attribution: ColumnType<Attribution, Attribution | string | undefined, Attribution | string>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface UserIdentitiesTable {
  provider: string;
  subject: string;
  userId: string;
  email: string;
  createdAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    userIdentities: UserIdentitiesTable;
    passwordResets: PasswordResetsTable;
    leads: LeadsTable;
  }
}
