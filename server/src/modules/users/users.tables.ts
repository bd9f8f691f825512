import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';

export type Attribution = Partial<Record<
  'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | 'utm_marketing' | 'utm_sales' | 'gclid' | 'fbclid',
  string
>> & {
  /** Partner licence code of a marketplace (Saasmantra) registration. */
  license_code?: string;
};

export interface UsersTable {
  id: Id;
  email: string;
  passwordHash: string | null;
  name: WithDefault<string>;
  surname: WithDefault<string>;
  phone: string | null;
  language: WithDefault<string>;
  subscriptionType: WithDefault<string>;
  registrationVariant: WithDefault<string>;
  attribution: ColumnType<Attribution, Attribution | string | undefined, Attribution | string>;
  tokenVersion: WithDefault<number>;
  /** Set while the account is scheduled for erasure (modules/dataProtection). */
  deletionRequestedAt: WithDefault<Date | null>;
  deletionScheduledFor: WithDefault<Date | null>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    users: UsersTable;
  }
}
