import type { WithDefault, CreatedAt, Id, Json, UpdatedAt } from '../../db/schema';

export interface CampaignsTable {
  id: Id;
  companyId: string;
  customerId: string;
  platformCampaign: string;
  type: 'search' | 'pmax';
  goal: string;
  businessName: string;
  landingId: string | null;
  wizard: Json<Record<string, unknown>>;
  createdBy: string | null;
  createdAt: CreatedAt;
}

export interface CampaignDraftsTable {
  id: Id;
  companyId: string;
  createdBy: string | null;
  type: 'search' | 'pmax';
  name: string;
  step: number;
  answers: Json<Record<string, unknown>>;
  updatedAt: UpdatedAt;
}

export interface CampaignConversionsTable {
  id: Id;
  companyId: string;
  customerId: string;
  platformAction: string;
  createdAt: CreatedAt;
}

export interface CampaignConversionUploadsTable {
  id: Id;
  conversionId: string;
  gclid: string;
  conversionDateTime: string;
  value: string | number | null;
  orderId: string | null;
  result: 'accepted' | 'rejected';
  error: string | null;
  /** The contact an automatic upload (the closed loop) was for; null for uploads made by hand. */
  contactId: WithDefault<string | null>;
  createdAt: CreatedAt;
}

export interface CampaignSpendSettlementsTable {
  companyId: string;
  settledUntil: string;
  amountCents: string | number;
  currency: string;
  providerRef: string | null;
  settledAt: UpdatedAt;
}

declare module '../../db/schema' {
  interface Database {
    campaigns: CampaignsTable;
    campaignDrafts: CampaignDraftsTable;
    campaignConversions: CampaignConversionsTable;
    campaignConversionUploads: CampaignConversionUploadsTable;
    campaignSpendSettlements: CampaignSpendSettlementsTable;
  }
}
