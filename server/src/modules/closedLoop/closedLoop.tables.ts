import type { CreatedAt, Id, UpdatedAt, WithDefault } from '../../db/schema';

export interface ConversionRulesTable {
  id: Id;
  companyId: string;
  stageId: string;
  googleConversionId: string | null;
  metaPixelId: string | null;
  metaEventName: string | null;
  value: string | number | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export type OfflineStatus = 'pending' | 'waiting' | 'sent' | 'rejected' | 'failed';

export interface OfflineConversionsTable {
  id: Id;
  companyId: string;
  contactId: string;
  stageId: string;
  stageName: string | null;
  platform: 'google' | 'meta';
  status: WithDefault<OfflineStatus>;
  attempts: WithDefault<number>;
  clickId: string | null;
  campaignName: string | null;
  googleConversionId: string | null;
  metaPixelId: string | null;
  eventName: string | null;
  destination: string | null;
  value: string | number | null;
  currency: string;
  occurredAt: Date;
  nextAttemptAt: Date | null;
  sentAt: Date | null;
  error: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    conversionRules: ConversionRulesTable;
    offlineConversions: OfflineConversionsTable;
  }
}
