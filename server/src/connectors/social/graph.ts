import { createHmac } from 'node:crypto';
import {
  SocialError, SOCIAL_SCOPES, type ConversionEvent, type ConversionEventsResult, type SocialAdAccount, type SocialBusiness, type SocialConnector,
  type SocialErrorCode, type SocialLead, type SocialPage, type SocialPixel, type SocialToken,
} from './social.connector';

export const DEFAULT_GRAPH_VERSION = 'v23.0';

export type GraphSocialOptions = {
  appId: string;
  appSecret: string;
  verifyToken: string;
  /** Facebook Login for Business configuration (fixes token type, assets and permissions). */
  configId?: string;
  graphVersion?: string;
  /** Tests pass a fake: no network. */
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
};

type GraphErrorBody = { error?: { message?: string; type?: string; code?: number; error_subcode?: number; error_user_msg?: string } };

/** Graph's error codes in the screen's words (reference/integrations.md §1.2). */
export function errorCodeOf(code: number | undefined, subcode: number | undefined, status: number): SocialErrorCode {
  if (code === 190) return subcode === 458 || subcode === 460 || subcode === 459 ? 'token_revoked' : 'token_expired';
  if (code === 200 || code === 10 || (code !== undefined && code >= 200 && code < 300)) return 'permission_missing';
  if (code === 4 || code === 17 || code === 32 || code === 613 || code === 80004) return 'rate_limited';
  if (code === 100 && subcode === 33) return 'not_found';
  if (status >= 500) return 'vendor_unavailable';
  return 'unknown';
}

/**
 * A Conversions API server event as Meta reads it (reference/landings.md §5.3): Unix seconds,
 * hashed identifiers passed through unchanged, empty lists and nulls left out.
 */
function serverEvent(e: ConversionEvent) {
  const { em, ph, fbc, externalId } = e.userData;
  const { value, currency } = e.customData;
  return {
    event_name: e.eventName,
    event_time: Math.floor(e.eventTime.getTime() / 1000),
    event_id: e.eventId,
    action_source: e.actionSource,
    ...(e.eventSourceUrl ? { event_source_url: e.eventSourceUrl } : {}),
    user_data: {
      ...(em.length ? { em } : {}), ...(ph.length ? { ph } : {}), ...(fbc ? { fbc } : {}), ...(externalId.length ? { external_id: externalId } : {}),
    },
    ...(value !== null || currency !== null ? { custom_data: { ...(value !== null ? { value } : {}), ...(currency ? { currency } : {}) } } : {}),
  };
}

/**
 * Meta's Graph API over fetch (reference/integrations.md §1). Tokens travel in the Authorization
 * header with an appsecret_proof, except in the OAuth exchanges where Meta wants them in the
 * query; errors are built from Graph's answer, never from the request.
 */
export class GraphSocial implements SocialConnector {
  readonly provider = 'graph' as const;
  readonly appSecret: string;
  readonly verifyToken: string;
  readonly #appId: string;
  readonly #configId: string | undefined;
  readonly #version: string;
  readonly #fetch: typeof fetch;
  readonly #now: () => Date;
  readonly #timeoutMs: number;

  constructor(options: GraphSocialOptions) {
    this.appSecret = options.appSecret;
    this.verifyToken = options.verifyToken;
    this.#appId = options.appId;
    this.#configId = options.configId;
    this.#version = options.graphVersion ?? DEFAULT_GRAPH_VERSION;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#now = options.now ?? (() => new Date());
    this.#timeoutMs = options.timeoutMs ?? 20_000;
  }

  get #base() {
    return `https://graph.facebook.com/${this.#version}`;
  }

  /** `json`: a request body (the Conversions API's events), sent as JSON. */
  async #call<T>(method: string, path: string, params: Record<string, string>, token: string | null, json?: unknown): Promise<T> {
    const url = new URL(`${this.#base}/${path.replace(/^\//, '')}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const headers: Record<string, string> = {};
    if (token) {
      headers.authorization = `Bearer ${token}`;
      url.searchParams.set('appsecret_proof', createHmac('sha256', this.appSecret).update(token).digest('hex'));
    }
    if (json !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      const body = json === undefined ? undefined : JSON.stringify(json);
      res = await this.#fetch(url, { method, headers, body, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch {
      throw new SocialError('vendor_unavailable', 'The social network could not be reached', 503);
    }
    const body = (await res.json().catch(() => ({}))) as T & GraphErrorBody;
    if (!res.ok || body.error) {
      const e = body.error ?? {};
      const code = errorCodeOf(e.code, e.error_subcode, res.status);
      // Code 100 (other than a missing object) is "Invalid parameter": our request was refused as a whole, not Meta failing.
      const status = code === 'not_found' ? 404 : code === 'token_expired' || code === 'token_revoked' ? 401 : code === 'rate_limited' ? 429
        : e.code === 100 && res.status < 500 ? 400 : 502;
      // The bare message of a refused event is only "Invalid parameter"; error_user_msg says which and why.
      const message = [e.message ?? `Graph answered ${res.status}`, e.error_user_msg].filter(Boolean).join(': ');
      throw new SocialError(code, message.slice(0, 400), status);
    }
    return body;
  }

  authorizeUrl(input: { state: string; redirectUri: string; lang: 'es' | 'en' }): string {
    const url = new URL(`https://www.facebook.com/${this.#version}/dialog/oauth`);
    url.searchParams.set('client_id', this.#appId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('state', input.state);
    url.searchParams.set('response_type', 'code');
    if (this.#configId) url.searchParams.set('config_id', this.#configId);
    else url.searchParams.set('scope', SOCIAL_SCOPES.join(','));
    url.searchParams.set('locale', input.lang === 'en' ? 'en_US' : 'es_ES');
    return url.toString();
  }

  async exchangeCode(code: string, redirectUri: string): Promise<SocialToken> {
    const short = await this.#call<{ access_token: string }>('GET', 'oauth/access_token', {
      client_id: this.#appId, redirect_uri: redirectUri, client_secret: this.appSecret, code,
    }, null);
    return this.extendToken(short.access_token);
  }

  async extendToken(accessToken: string): Promise<SocialToken> {
    const long = await this.#call<{ access_token: string; expires_in?: number }>('GET', 'oauth/access_token', {
      grant_type: 'fb_exchange_token', client_id: this.#appId, client_secret: this.appSecret, fb_exchange_token: accessToken,
    }, null);
    return { accessToken: long.access_token, expiresAt: long.expires_in ? new Date(this.#now().getTime() + long.expires_in * 1000) : null };
  }

  async me(accessToken: string): Promise<SocialBusiness> {
    const me = await this.#call<{ id: string; name?: string; email?: string }>('GET', 'me', { fields: 'id,name,email' }, accessToken);
    return { id: me.id, name: me.name ?? me.id, email: me.email ?? null };
  }

  async grantedScopes(accessToken: string): Promise<string[]> {
    const res = await this.#call<{ data: { permission: string; status: string }[] }>('GET', 'me/permissions', {}, accessToken);
    return res.data.filter((p) => p.status === 'granted').map((p) => p.permission);
  }

  /** Follows `paging.next` cursors (at most 10 pages of 100). */
  async #all<T>(path: string, params: Record<string, string>, token: string): Promise<T[]> {
    const out: T[] = [];
    let after: string | undefined;
    for (let i = 0; i < 10; i++) {
      const res = await this.#call<{ data: T[]; paging?: { cursors?: { after?: string }; next?: string } }>(
        'GET', path, { ...params, limit: '100', ...(after ? { after } : {}) }, token,
      );
      out.push(...res.data);
      after = res.paging?.next ? res.paging.cursors?.after : undefined;
      if (!after) break;
    }
    return out;
  }

  async pages(accessToken: string): Promise<SocialPage[]> {
    const rows = await this.#all<{ id: string; name: string; access_token: string; category?: string; category_list?: { name: string }[]; tasks?: string[] }>(
      'me/accounts', { fields: 'id,name,access_token,category,category_list,tasks' }, accessToken,
    );
    return rows.map((p) => ({ id: p.id, name: p.name, category: p.category ?? p.category_list?.[0]?.name ?? '', tasks: p.tasks ?? [], accessToken: p.access_token }));
  }

  async adAccounts(accessToken: string): Promise<SocialAdAccount[]> {
    const rows = await this.#all<{ id: string; name?: string; account_id?: string }>('me/adaccounts', { fields: 'id,name,account_id' }, accessToken);
    return rows.map((a) => ({ id: a.id, name: a.name ?? a.id }));
  }

  async pixels(accessToken: string, adAccountId: string): Promise<SocialPixel[]> {
    const rows = await this.#all<{ id: string; name: string; last_fired_time?: string; is_unavailable?: boolean }>(
      `${adAccountId}/adspixels`, { fields: 'id,name,creation_time,last_fired_time,is_unavailable' }, accessToken,
    );
    return rows.filter((p) => !p.is_unavailable).map((p) => ({ id: p.id, name: p.name, adAccountId, lastFiredAt: p.last_fired_time ? new Date(p.last_fired_time) : null }));
  }

  async subscribeApp(callbackUrl: string): Promise<void> {
    await this.#call('POST', `${this.#appId}/subscriptions`, {
      object: 'page', callback_url: callbackUrl, fields: 'leadgen', verify_token: this.verifyToken, include_values: 'true',
    }, `${this.#appId}|${this.appSecret}`);
  }

  async subscribeLeads(pageId: string, pageToken: string): Promise<void> {
    await this.#call('POST', `${pageId}/subscribed_apps`, { subscribed_fields: 'leadgen' }, pageToken);
  }

  async unsubscribeLeads(pageId: string, pageToken: string): Promise<void> {
    await this.#call('DELETE', `${pageId}/subscribed_apps`, {}, pageToken);
  }

  async fetchLead(leadgenId: string, pageToken: string): Promise<SocialLead> {
    const lead = await this.#call<{ id: string; created_time?: string; form_id?: string; ad_name?: string; campaign_name?: string; field_data?: { name: string; values?: string[] }[] }>(
      'GET', leadgenId, { fields: 'id,created_time,ad_id,ad_name,adset_id,adset_name,campaign_id,campaign_name,form_id,field_data' }, pageToken,
    );
    return {
      id: lead.id, createdAt: lead.created_time ? new Date(lead.created_time) : null, formId: lead.form_id ?? null,
      adName: lead.ad_name ?? null, campaignName: lead.campaign_name ?? null,
      fields: (lead.field_data ?? []).map((f) => ({ name: f.name, values: f.values ?? [] })),
    };
  }

  async sendConversionEvents(pixelId: string, accessToken: string, events: ConversionEvent[]): Promise<ConversionEventsResult> {
    const res = await this.#call<{ events_received?: number; messages?: unknown[]; fbtrace_id?: string }>(
      'POST', `${encodeURIComponent(pixelId)}/events`, {}, accessToken, { data: events.map(serverEvent) },
    );
    return { eventsReceived: res.events_received ?? 0, fbtraceId: res.fbtrace_id ?? null };
  }

  async revoke(accessToken: string): Promise<void> {
    await this.#call('DELETE', 'me/permissions', {}, accessToken);
  }
}
