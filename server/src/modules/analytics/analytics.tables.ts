import type { Generated } from 'kysely';
import type { DashboardPreferences } from '../../../../contract/analytics';
import type { Json, UpdatedAt } from '../../db/schema';

/** Kept by the trigger of migration 0720 (never written by services). */
export interface ContactStageHistoryTable {
  id: Generated<string>;
  companyId: string;
  contactId: string;
  pipelineId: string;
  stageId: string;
  enteredAt: Date;
  leftAt: Date | null;
}

/** Kept by the triggers of migration 0830 (never written by services). */
export interface ContactAnalyticsTable {
  contactId: string;
  companyId: string;
  createdAt: Date;
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

/** Kept by the trigger of migration 0832 (never written by services). */
export interface EmailOutcomesTable {
  messageId: string;
  type: 'sent' | 'opened' | 'clicked';
  contactId: string;
  companyId: string;
  sentAt: Date;
}

export interface DashboardPreferencesTable {
  companyId: string;
  userId: string;
  preferences: Json<DashboardPreferences>;
  updatedAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    contactStageHistory: ContactStageHistoryTable;
    contactAnalytics: ContactAnalyticsTable;
    emailOutcomes: EmailOutcomesTable;
    dashboardPreferences: DashboardPreferencesTable;
  }
}
