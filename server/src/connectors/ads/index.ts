import { createRequire } from 'node:module';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import type { AdsConnector } from './ads.connector';
import { createGoogleAds, type GoogleCustomer } from './google/googleAds';
import type { EnumTables } from './google/enumNames';
import { createSandboxAds } from './sandbox';

export type { AdsConnector, AdsAccountInfo, ManagerLinkStatus, CampaignSnapshot } from './ads.connector';
export { formatCustomerId } from './ads.connector';
export { AdsApiError } from './googleAds.types';

/**
 * The Google Ads API when its five GOOGLE_ADS_* credentials are set (google-ads-api is loaded only
 * then: it is large), else the sandbox platform, which keeps its state in this database.
 */
export function createAdsConnector(config: Config, db: Db): AdsConnector {
  if (!config.GOOGLE_ADS_CLIENT_ID) return createSandboxAds(db);
  const { GoogleAdsApi, enums } = createRequire(import.meta.url)('google-ads-api') as typeof import('google-ads-api');
  const api = new GoogleAdsApi({ client_id: config.GOOGLE_ADS_CLIENT_ID, client_secret: config.GOOGLE_ADS_CLIENT_SECRET!, developer_token: config.GOOGLE_ADS_DEVELOPER_TOKEN! });
  const managerId = config.GOOGLE_ADS_LOGIN_CUSTOMER_ID!.replace(/-/g, '');
  const refreshToken = config.GOOGLE_ADS_REFRESH_TOKEN!;
  return createGoogleAds({
    managerId,
    managerName: 'Manager',
    customer: (customerId) => api.Customer({ customer_id: customerId, login_customer_id: managerId, refresh_token: refreshToken }) as unknown as GoogleCustomer,
    accessibleCustomers: async () => ((await api.listAccessibleCustomers(refreshToken)).resource_names ?? []).map((n) => n.split('/').at(-1)!),
    enums: enums as unknown as EnumTables,
    fetch: globalThis.fetch,
  });
}
