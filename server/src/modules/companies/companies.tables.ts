import type { CreatedAt, Id, Json, UpdatedAt, WithDefault } from '../../db/schema';
import type { Role } from '../../../../contract/roles';

export interface CompaniesTable {
  id: Id;
  name: string;
  ownerId: string;
  website: string | null;
  phone: string | null;
  industry: string | null;
  country: string | null;
  currency: WithDefault<string>;
  timezone: WithDefault<string>;
  adsAccountId: string | null;
  adsAccountKind: 'spicy' | 'own' | null;
  adsManagerLinked: WithDefault<boolean>;
  /** The linked ad account's currency and time zone (campaign money and days are in them). */
  adsCurrency: WithDefault<string>;
  adsTimezone: WithDefault<string>;
  /** Set while the company is scheduled for erasure (modules/dataProtection); `origin` says whether its owner's account takes it along. */
  deletionRequestedAt: WithDefault<Date | null>;
  deletionScheduledFor: WithDefault<Date | null>;
  deletionRequestedBy: WithDefault<string | null>;
  deletionOrigin: WithDefault<'company' | 'account' | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface CompanyMembersTable {
  companyId: string;
  userId: string;
  role: Role;
  createdAt: CreatedAt;
}

export type ColumnSetting = { field: string; visible: boolean; width?: number };

export interface ColumnPreferencesTable {
  companyId: string;
  userId: string;
  tableType: string;
  columns: Json<ColumnSetting[]>;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    companies: CompaniesTable;
    companyMembers: CompanyMembersTable;
    columnPreferences: ColumnPreferencesTable;
  }
}
