import { createHash, randomBytes } from 'node:crypto';
import {
  SocialError, type ConversionEvent, type ConversionEventsResult, type SocialAdAccount, type SocialBusiness, type SocialConnector, type SocialLead,
  type SocialPage, type SocialPixel, type SocialToken, SOCIAL_SCOPES,
} from './social.connector';

/** Where the sandbox's consent page lives (under /api); the integrations module serves it. */
export const SANDBOX_CONSENT_PATH = '/integrations/facebook/sandbox/consent';

const DAY = 86_400_000;
/** Meta's long-lived user tokens: about 60 days (expires_in ≈ 5183944 s). */
export const LONG_LIVED_MS = 60 * DAY;
const ALL_TASKS = ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'];

/**
 * The test business every sandbox consent connects: the same names, categories and pixels for
 * everyone, with ids derived from a business key (one per company), so a test lead sent to one
 * company's page never reaches another company that connected the sandbox too.
 */
export const SANDBOX_BUSINESS = {
  name: 'Sandbox Business',
  pages: [
    { n: '01', name: 'Sandbox Store', category: 'Shopping & retail', tasks: ALL_TASKS },
    { n: '02', name: 'Sandbox Café', category: 'Restaurant', tasks: ALL_TASKS },
    { n: '03', name: 'Sandbox Academy', category: 'Education', tasks: ['ANALYZE', 'ADVERTISE'] },
  ],
  pixels: [
    { n: '1', name: 'Sandbox Store Pixel', firedAgoMs: 2 * 3_600_000 },
    { n: '2', name: 'Sandbox Landing Pixel', firedAgoMs: 3 * DAY },
    { n: '3', name: 'Sandbox New Pixel', firedAgoMs: null },
  ],
} as const;

/** A company's sandbox business key: 8 digits, stable for the company. */
export const businessKeyOf = (companyId: string) =>
  String(parseInt(createHash('sha256').update(companyId).digest('hex').slice(0, 12), 16) % 100_000_000).padStart(8, '0');

const pageId = (key: string, n: string) => `1${key}${n}`;
const keyOfPage = (id: string) => (/^1(\d{8})\d{2}$/.exec(id)?.[1] ?? null);

type TestLeadInput = { pageId: string; fields?: Record<string, string> };

/** Conversions API limits as Meta applies them (reference/landings.md §5.3). */
const CAPI = {
  maxEvents: 1000,
  maxAgeMs: 7 * DAY,
  /** Clock skew Meta tolerates for an event stamped ahead of its own clock. */
  maxAheadMs: 5 * 60_000,
  actionSources: new Set<string>(['website', 'email', 'app', 'phone_call', 'chat', 'physical_store', 'system_generated', 'business_messaging', 'other']),
  /** What the sandbox remembers for tests: the last events per pixel, for a bounded number of pixels. */
  keepPerPixel: 50,
  keepPixels: 500,
} as const;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const FBC = /^fb\.1\.\d+\..+$/;

/** Graph's answer to a malformed event: code 100 "Invalid parameter", the whole request refused. */
const invalid = (detail: string) => new SocialError('unknown', `Invalid parameter: ${detail}`, 400);

/** Meta's checks on one event (index `i` of `data`); the value itself is never echoed (it is personal data). */
function checkEvent(e: ConversionEvent, i: number, now: number): void {
  const at = `data[${i}]`;
  if (!e.eventName?.trim()) throw invalid(`${at}.event_name is required.`);
  const time = e.eventTime instanceof Date ? e.eventTime.getTime() : NaN;
  if (Number.isNaN(time)) throw invalid(`${at}.event_time must be a Unix timestamp.`);
  if (time < now - CAPI.maxAgeMs) {
    throw invalid(`${at}.event_time is more than 7 days ago. Events must be sent within 7 days of when they occurred; no event of this request was received.`);
  }
  if (time > now + CAPI.maxAheadMs) throw invalid(`${at}.event_time is in the future.`);
  if (!CAPI.actionSources.has(e.actionSource)) throw invalid(`${at}.action_source must be one of ${[...CAPI.actionSources].join(', ')}.`);
  if (e.actionSource === 'website' && !e.eventSourceUrl) throw invalid(`${at}.event_source_url is required for website events.`);
  const u = e.userData;
  for (const [name, values] of [['em', u.em], ['ph', u.ph], ['external_id', u.externalId]] as const) {
    values.forEach((v, j) => {
      if (!SHA256_HEX.test(v)) throw invalid(`${at}.user_data.${name}[${j}] is not hashed: send the SHA-256 (64 lowercase hex characters) of the normalised value.`);
    });
  }
  if (u.fbc !== null && !FBC.test(u.fbc)) throw invalid(`${at}.user_data.fbc must look like fb.1.<milliseconds>.<fbclid>.`);
  if (!u.em.length && !u.ph.length && !u.fbc && !u.externalId.length) {
    throw invalid(`${at}.user_data has no customer information parameter (em, ph, fbc or external_id); Meta cannot match the event.`);
  }
}

/**
 * The offline stand-in for Meta. Tokens are opaque strings that carry the business key and their
 * expiry (so a refresh of an expired one fails as Meta's would); nothing leaves the process.
 */
export class SandboxSocial implements SocialConnector {
  readonly provider = 'sandbox' as const;
  readonly #leads = new Map<string, SocialLead & { pageId: string }>();
  readonly #events = new Map<string, ConversionEvent[]>();
  #leadCounter = 0;

  constructor(readonly appSecret: string, readonly verifyToken: string, private readonly now: () => Date = () => new Date()) {}

  authorizeUrl(input: { state: string }): string {
    return `/api${SANDBOX_CONSENT_PATH}?state=${encodeURIComponent(input.state)}`;
  }

  /** What the consent page's Allow hands back to the callback as `code`. */
  issueCode(businessKey: string): string {
    return `sbxcode.${businessKey}.${randomBytes(12).toString('base64url')}`;
  }

  #token(key: string): SocialToken {
    const expiresAt = new Date(this.now().getTime() + LONG_LIVED_MS);
    return { accessToken: `sbxtoken.${key}.${expiresAt.getTime()}.${randomBytes(16).toString('base64url')}`, expiresAt };
  }

  /** The business key of a valid token; an expired or unknown one is refused as Graph's error 190. */
  #keyOf(accessToken: string): string {
    const match = /^sbxtoken\.(\d{8})\.(\d+)\./.exec(accessToken);
    if (!match) throw new SocialError('token_expired', 'Error validating access token: the token is invalid.', 401);
    if (Number(match[2]) <= this.now().getTime()) throw new SocialError('token_expired', 'Error validating access token: Session has expired.', 401);
    return match[1]!;
  }

  #pageKey(pageId: string, pageToken: string): string {
    const key = keyOfPage(pageId);
    if (!key || pageToken !== `sbxpage.${pageId}`) throw new SocialError('token_expired', 'Error validating access token: the page token is invalid.', 401);
    return key;
  }

  async exchangeCode(code: string): Promise<SocialToken> {
    const match = /^sbxcode\.(\d{8})\./.exec(code);
    if (!match) throw new SocialError('consent_denied', 'Invalid verification code format.', 400);
    return this.#token(match[1]!);
  }

  async extendToken(accessToken: string): Promise<SocialToken> {
    return this.#token(this.#keyOf(accessToken));
  }

  async me(accessToken: string): Promise<SocialBusiness> {
    const key = this.#keyOf(accessToken);
    return { id: `5${key}`, name: SANDBOX_BUSINESS.name, email: `business.${key}@sandbox.example` };
  }

  async grantedScopes(accessToken: string): Promise<string[]> {
    this.#keyOf(accessToken);
    return [...SOCIAL_SCOPES];
  }

  async pages(accessToken: string): Promise<SocialPage[]> {
    const key = this.#keyOf(accessToken);
    return SANDBOX_BUSINESS.pages.map((p) => ({ id: pageId(key, p.n), name: p.name, category: p.category, tasks: [...p.tasks], accessToken: `sbxpage.${pageId(key, p.n)}` }));
  }

  async adAccounts(accessToken: string): Promise<SocialAdAccount[]> {
    const key = this.#keyOf(accessToken);
    return [{ id: `act_2${key}`, name: 'Sandbox Ad Account' }];
  }

  async pixels(accessToken: string, adAccountId: string): Promise<SocialPixel[]> {
    const key = this.#keyOf(accessToken);
    if (adAccountId !== `act_2${key}`) throw new SocialError('not_found', `Unsupported get request. Object with ID '${adAccountId}' does not exist.`, 404);
    const now = this.now().getTime();
    return SANDBOX_BUSINESS.pixels.map((p) => ({
      id: `3${key}${p.n}`, name: p.name, adAccountId, lastFiredAt: p.firedAgoMs === null ? null : new Date(now - p.firedAgoMs),
    }));
  }

  async subscribeApp(): Promise<void> {}

  /** As on Meta, only a page where the user has the MANAGE task can install the app (Sandbox Academy cannot). */
  async subscribeLeads(pageId: string, pageToken: string): Promise<void> {
    this.#pageKey(pageId, pageToken);
    const page = SANDBOX_BUSINESS.pages.find((p) => pageId.endsWith(p.n));
    if (!page || !(page.tasks as readonly string[]).includes('MANAGE')) {
      throw new SocialError('permission_missing', '(#200) The user must have the MANAGE task on the page to subscribe the app', 403);
    }
  }

  async unsubscribeLeads(pageId: string, pageToken: string): Promise<void> {
    this.#pageKey(pageId, pageToken);
  }

  /**
   * A lead as if someone filled the page's lead form: its id (what the webhook carries). Kept in
   * this process; an id it does not know is answered with answers derived from the id.
   */
  createTestLead(input: TestLeadInput): { leadgenId: string; formId: string; createdTime: number } {
    this.#leadCounter += 1;
    const createdAt = this.now();
    const leadgenId = `9${createdAt.getTime()}${String(this.#leadCounter).padStart(4, '0')}`;
    const fields = input.fields ?? {
      full_name: 'Lucía Martín', email: `lucia.${leadgenId.slice(-6)}@example.com`, phone_number: '+34600111222',
      city: 'Madrid', what_are_you_interested_in: 'demo',
    };
    const formId = `7${input.pageId}`;
    this.#leads.set(leadgenId, {
      id: leadgenId, pageId: input.pageId, createdAt, formId, adName: 'Sandbox ad', campaignName: 'Sandbox campaign',
      fields: Object.entries(fields).map(([name, value]) => ({ name, values: [value] })),
    });
    return { leadgenId, formId, createdTime: Math.floor(createdAt.getTime() / 1000) };
  }

  async fetchLead(leadgenId: string, pageToken: string): Promise<SocialLead> {
    const known = this.#leads.get(leadgenId);
    if (known) {
      this.#pageKey(known.pageId, pageToken);
      const { pageId: _page, ...lead } = known;
      return lead;
    }
    if (!/^\d{6,30}$/.test(leadgenId)) throw new SocialError('not_found', `Object with ID '${leadgenId}' does not exist.`, 404);
    return {
      id: leadgenId, createdAt: this.now(), formId: null, adName: null, campaignName: null,
      fields: [{ name: 'full_name', values: ['Sandbox Lead'] }, { name: 'email', values: [`lead.${leadgenId}@example.com`] }],
    };
  }

  /** Checks the request as Meta does (all or nothing) and keeps the events for receivedEvents(). */
  async sendConversionEvents(pixelId: string, accessToken: string, events: ConversionEvent[]): Promise<ConversionEventsResult> {
    const key = this.#keyOf(accessToken);
    if (!SANDBOX_BUSINESS.pixels.some((p) => pixelId === `3${key}${p.n}`)) {
      throw new SocialError('not_found', `Unsupported post request. Object with ID '${pixelId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`, 404);
    }
    if (events.length < 1 || events.length > CAPI.maxEvents) throw invalid(`data must hold between 1 and ${CAPI.maxEvents} events.`);
    const now = this.now().getTime();
    events.forEach((e, i) => checkEvent(e, i, now));
    const kept = [...(this.#events.get(pixelId) ?? []), ...events.map((e) => structuredClone(e))].slice(-CAPI.keepPerPixel);
    this.#events.delete(pixelId);
    this.#events.set(pixelId, kept);
    if (this.#events.size > CAPI.keepPixels) this.#events.delete(this.#events.keys().next().value!);
    return { eventsReceived: events.length, fbtraceId: `A${randomBytes(15).toString('base64url')}` };
  }

  /** The last events "Meta" took in for the pixel (oldest first), so sandbox tests can see what was sent. */
  receivedEvents(pixelId: string): ConversionEvent[] {
    return (this.#events.get(pixelId) ?? []).map((e) => structuredClone(e));
  }

  async revoke(accessToken: string): Promise<void> {
    this.#keyOf(accessToken);
  }
}
