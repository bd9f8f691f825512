import type { CreatedAt } from '../../../db/schema';

/** Migration 0740 (connectors/scheduling/migrations). */
export interface CalendlySubscriptionsTable {
  connectionId: string;
  companyId: string;
  subscriptionUri: string | null;
  signingKeySealed: string;
  createdAt: CreatedAt;
}

declare module '../../../db/schema' {
  interface Database {
    calendlySubscriptions: CalendlySubscriptionsTable;
  }
}
