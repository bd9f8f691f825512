import type { AdsConnector } from './ads.connector';
import { createSandboxAds } from './sandbox';

export type { AdsConnector, AdsAccountInfo, ManagerLinkStatus } from './ads.connector';
export { formatCustomerId } from './ads.connector';

/**
 * The sandbox until the real adapter exists: it needs the `google-ads-api` package (not installed)
 * and GOOGLE_ADS_CLIENT_ID / _CLIENT_SECRET / _DEVELOPER_TOKEN / _LOGIN_CUSTOMER_ID in the config.
 */
export function createAdsConnector(): AdsConnector {
  return createSandboxAds();
}
