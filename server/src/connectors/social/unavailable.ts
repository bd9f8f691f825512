import { SocialError, type SocialConnector } from './social.connector';

const refuse = async (): Promise<never> => {
  throw new SocialError('vendor_unavailable', 'The social network is not configured on this server', 503);
};

/** Production without FACEBOOK_APP_ID/SECRET: connecting is refused, the webhook is absent. */
export class UnavailableSocial implements SocialConnector {
  readonly provider = 'off' as const;
  readonly appSecret = '';
  readonly verifyToken = '';
  authorizeUrl(): string {
    throw new SocialError('vendor_unavailable', 'The social network is not configured on this server', 503);
  }
  exchangeCode = refuse;
  extendToken = refuse;
  me = refuse;
  grantedScopes = refuse;
  pages = refuse;
  adAccounts = refuse;
  pixels = refuse;
  subscribeApp = refuse;
  subscribeLeads = refuse;
  unsubscribeLeads = refuse;
  fetchLead = refuse;
  sendConversionEvents = refuse;
  revoke = refuse;
}
