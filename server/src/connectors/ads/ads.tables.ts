import type { Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from '../../db/schema';

export interface AdsSandboxResourcesTable {
  resourceName: string;
  customerId: string;
  entity: string;
  parent: string | null;
  data: Json<Record<string, unknown>>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface AdsSandboxCampaignDaysTable {
  campaign: string;
  effectiveDate: string;
  state: Json<Record<string, unknown>>;
}

export interface AdsSandboxRecommendationMarksTable {
  customerId: string;
  recommendation: string;
  mark: 'applied' | 'dismissed';
  at: UpdatedAt;
}

export interface AdsSandboxGeoTargetsTable {
  id: Generated<string>;
  locationId: string;
  name: string;
}

export interface AdsSandboxClicksTable {
  gclid: string;
  customerId: string;
  campaign: string;
  clickedAt: Date;
}

export interface AdsSandboxClickConversionsTable {
  id: Generated<string>;
  customerId: string;
  conversionAction: string;
  gclid: string;
  campaign: string;
  clickDay: string;
  conversionDateTime: string;
  value: string | number | null;
  orderId: string | null;
  uploadedAt: CreatedAt;
}

declare module '../../db/schema' {
  interface Database {
    adsSandboxResources: AdsSandboxResourcesTable;
    adsSandboxCampaignDays: AdsSandboxCampaignDaysTable;
    adsSandboxRecommendationMarks: AdsSandboxRecommendationMarksTable;
    adsSandboxGeoTargets: AdsSandboxGeoTargetsTable;
    adsSandboxClicks: AdsSandboxClicksTable;
    adsSandboxClickConversions: AdsSandboxClickConversionsTable;
  }
}
