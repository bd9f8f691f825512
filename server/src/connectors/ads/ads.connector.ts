/** Manager-link states of the Google Ads API (CustomerClientLink / CustomerManagerLink). */
export type ManagerLinkStatus = 'PENDING' | 'ACTIVE' | 'INACTIVE' | 'REFUSED' | 'CANCELED';

export type AdsAccountInfo = {
  /** Customer id as shown to people: 123-456-7890. */
  accountId: string;
  name: string;
  currency: string;
  timezone: string;
  /** spicy: created under the product's manager account; own: the customer's account. */
  kind: 'spicy' | 'own';
};

export type AdsUser = { id: string; email: string; name?: string };

/**
 * What the product needs from the ad platform to link accounts. The sandbox implements it
 * offline; the real one (npm `google-ads-api`, not installed yet) would map each method to the
 * calls in /work/shared/reference/google-ads.md §10–11 and be chosen by GOOGLE_ADS_* credentials.
 */
export interface AdsConnector {
  readonly kind: 'sandbox' | 'google';
  /** The product's manager (MCC) account. */
  managerAccount(): { accountId: string; name: string };
  /** Accounts the user may link: their own ones plus those created for them under the manager. */
  listAccounts(user: AdsUser): Promise<AdsAccountInfo[]>;
  /** Manager side: creates the CustomerClientLink as PENDING and returns its manager_link_id. */
  requestManagerLink(accountId: string): Promise<{ managerLinkId: string; status: ManagerLinkStatus }>;
  /** Client side: sets the CustomerManagerLink to ACTIVE (needs the client's consent/credentials). */
  acceptManagerLink(accountId: string, managerLinkId: string): Promise<ManagerLinkStatus>;
  /** Where the manager link of an account stands now (null: never requested). */
  managerLinkStatus(accountId: string): Promise<ManagerLinkStatus | null>;
}

/** 1234567890 or 123-456-7890 → 123-456-7890. */
export function formatCustomerId(id: string): string {
  const digits = id.replace(/\D/g, '');
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}
