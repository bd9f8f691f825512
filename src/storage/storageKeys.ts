/** Every browser-storage key the app uses (SPEC §3), in one place so none is misspelt. */
export const STORAGE_KEYS = {
  token: 'token',
  companyId: 'companyId',
  userLanguage: 'userLanguage',
  theme: 'theme',
  userCompanyData: 'userCompanyData',
  assignedContainer: 'assignedContainer',
  /** Chat-channel session status; "unknown" means: do not open the live socket. */
  chatStatus: 'wppStatus',
  /** Token of the email builder, fetched from stripo/auth. */
  emailBuilderToken: 'stripoToken',
} as const;

/**
 * SPEC §3 attribution values. Same list as contract/auth.ts (a test keeps them equal); repeated
 * here so the first page load does not pull the contract's schema library.
 */
export const ATTRIBUTION_KEYS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_marketing', 'utm_sales', 'gclid', 'fbclid',
] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];
