import type { INTEGRATION_ERROR_CODES } from '../../../../contract/integrations';

/** A long-lived user token and when it runs out (null: the vendor gave no expiry). */
export type SocialToken = { accessToken: string; expiresAt: Date | null };

export type SocialBusiness = { id: string; name: string; email: string | null };

/** A page the user manages, with its own page token (used for leads and the leadgen subscription). */
export type SocialPage = { id: string; name: string; category: string; tasks: string[]; accessToken: string };

export type SocialAdAccount = { id: string; name: string };

export type SocialPixel = { id: string; name: string; adAccountId: string; lastFiredAt: Date | null };

/** A lead form's answers as Graph returns them (`field_data`), multiple-choice answers as option keys. */
export type SocialLead = {
  id: string;
  createdAt: Date | null;
  formId: string | null;
  adName: string | null;
  campaignName: string | null;
  fields: { name: string; values: string[] }[];
};

/**
 * One server event of the Conversions API (reference/landings.md §5.3): identifiers already
 * normalised and SHA-256 hashed by the caller (`em`, `ph`), `fbc` as `fb.1.<ms>.<fbclid>` unchanged.
 * `eventId` lets Meta drop a repeat of the same event (a retry after a lost answer).
 */
export type ConversionEvent = {
  eventName: string;
  eventTime: Date;
  eventId: string;
  actionSource: 'website' | 'email' | 'app' | 'phone_call' | 'chat' | 'physical_store' | 'system_generated' | 'business_messaging' | 'other';
  eventSourceUrl: string | null;
  userData: { em: string[]; ph: string[]; fbc: string | null; externalId: string[] };
  customData: { value: number | null; currency: string | null };
};

/** Meta's answer to a Conversions API request: how many events it took in, and its trace id. */
export type ConversionEventsResult = { eventsReceived: number; fbtraceId: string | null };

export type SocialErrorCode = (typeof INTEGRATION_ERROR_CODES)[number];

/**
 * What went wrong at the social network, in the codes the integrations screen explains. The
 * message comes from the vendor's answer (never from our request, which carries tokens).
 */
export class SocialError extends Error {
  constructor(readonly code: SocialErrorCode, message: string, readonly status = 502) {
    super(message);
    this.name = 'SocialError';
  }
}

/** The scopes asked for (reference/integrations.md §1.1 and §1.3): pages, lead retrieval, pixels. */
export const SOCIAL_SCOPES = [
  'pages_show_list', 'pages_read_engagement', 'pages_manage_metadata', 'pages_manage_ads',
  'leads_retrieval', 'ads_management', 'ads_read', 'business_management',
] as const;

/**
 * The social network (Meta) for business: login, the business's pages, ad accounts and pixels,
 * lead ads. `sandbox` answers offline from a deterministic test business; `graph` is the Graph API.
 * `off`: production without credentials (connecting is refused).
 */
export interface SocialConnector {
  readonly provider: 'sandbox' | 'graph' | 'off';
  /** The app secret that signs webhook POSTs (X-Hub-Signature-256). */
  readonly appSecret: string;
  /** The token Meta's subscription check (GET hub.verify_token) repeats. */
  readonly verifyToken: string;
  /** Where the browser goes to consent. `state` is our session token; `redirectUri` our callback. */
  authorizeUrl(input: { state: string; redirectUri: string; lang: 'es' | 'en' }): string;
  /** Code → short-lived token → long-lived token (about 60 days). */
  exchangeCode(code: string, redirectUri: string): Promise<SocialToken>;
  /** A still valid long-lived token exchanged again for a fresh one (an expired one cannot be). */
  extendToken(accessToken: string): Promise<SocialToken>;
  me(accessToken: string): Promise<SocialBusiness>;
  /** The permissions the user granted (declined ones left out). */
  grantedScopes(accessToken: string): Promise<string[]>;
  pages(accessToken: string): Promise<SocialPage[]>;
  adAccounts(accessToken: string): Promise<SocialAdAccount[]>;
  pixels(accessToken: string, adAccountId: string): Promise<SocialPixel[]>;
  /**
   * The app's own `page` subscription to `leadgen` at our webhook (app access token; idempotent:
   * Meta updates the existing one). Without it no page's leads are sent, whatever the pages say.
   */
  subscribeApp(callbackUrl: string): Promise<void>;
  /** Installs the app on the page for its `leadgen` field (page token). */
  subscribeLeads(pageId: string, pageToken: string): Promise<void>;
  unsubscribeLeads(pageId: string, pageToken: string): Promise<void>;
  fetchLead(leadgenId: string, pageToken: string): Promise<SocialLead>;
  /**
   * POST /{pixelId}/events: server events for a pixel the token may use. Meta refuses the whole
   * request when one event is older than 7 days or malformed (SocialError, nothing taken in).
   */
  sendConversionEvents(pixelId: string, accessToken: string, events: ConversionEvent[]): Promise<ConversionEventsResult>;
  /** Removes every permission the user granted the app (DELETE /me/permissions). */
  revoke(accessToken: string): Promise<void>;
}
