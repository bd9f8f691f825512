import { CALENDLY_EVENTS, CALENDLY_SCOPES, SchedulingError, type SchedulingConnector, type SchedulingErrorCode, type SchedulingTokens, type SchedulingUser } from './scheduling.connector';

export type CalendlyOptions = {
  clientId: string;
  clientSecret: string;
  /** Tests pass a fake: no network. */
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
};

const AUTH = 'https://auth.calendly.com';
const API = 'https://api.calendly.com';

type CalendlyErrorBody = { error?: string; error_description?: string; title?: string; message?: string };

/** Calendly's answers in the screen's words: a refused grant (used or revoked refresh token) is revoked, a 401 expired. */
export function errorCodeOf(status: number, body: CalendlyErrorBody): SchedulingErrorCode {
  if (body.error === 'invalid_grant') return 'token_revoked';
  if (body.error === 'access_denied') return 'consent_denied';
  if (status === 401) return 'token_expired';
  if (status === 403) return 'permission_missing';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'vendor_unavailable';
  return 'unknown';
}

/**
 * Calendly API v2 over fetch (reference/integrations.md §2): OAuth at auth.calendly.com with
 * HTTP Basic client authentication, 2-hour access tokens and single-use refresh tokens; the
 * user and webhook subscriptions at api.calendly.com. Errors are built from Calendly's answer,
 * never from our request (which carries tokens).
 */
export class CalendlyScheduling implements SchedulingConnector {
  readonly provider = 'calendly' as const;
  readonly #clientId: string;
  readonly #clientSecret: string;
  readonly #fetch: typeof fetch;
  readonly #now: () => Date;
  readonly #timeoutMs: number;

  constructor(options: CalendlyOptions) {
    this.#clientId = options.clientId;
    this.#clientSecret = options.clientSecret;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#now = options.now ?? (() => new Date());
    this.#timeoutMs = options.timeoutMs ?? 20_000;
  }

  authorizeUrl(input: { state: string; redirectUri: string }): string {
    const q = new URLSearchParams({ client_id: this.#clientId, response_type: 'code', redirect_uri: input.redirectUri, state: input.state, scope: CALENDLY_SCOPES.join(' ') });
    return `${AUTH}/oauth/authorize?${q}`;
  }

  async #request<T>(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<{ status: number; body: T }> {
    let res: Response;
    try {
      res = await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch {
      throw new SchedulingError('vendor_unavailable', 'Calendly could not be reached', 503);
    }
    const text = await res.text();
    let body = {} as T & CalendlyErrorBody;
    try {
      body = text ? JSON.parse(text) : body;
    } catch { /* not JSON: keep {} */ }
    if (!res.ok) {
      const message = String(body.error_description ?? body.message ?? body.title ?? `Calendly answered ${res.status}`).slice(0, 300);
      throw new SchedulingError(errorCodeOf(res.status, body), message, res.status);
    }
    return { status: res.status, body };
  }

  async #token(params: Record<string, string>): Promise<SchedulingTokens> {
    const basic = Buffer.from(`${this.#clientId}:${this.#clientSecret}`).toString('base64');
    const { body } = await this.#request<{ access_token?: string; refresh_token?: string; expires_in?: number }>(`${AUTH}/oauth/token`, {
      method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(params).toString(),
    });
    if (!body.access_token || !body.refresh_token) throw new SchedulingError('unknown', 'Calendly answered without tokens');
    return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: new Date(this.#now().getTime() + (body.expires_in ?? 7200) * 1000) };
  }

  exchangeCode(code: string, redirectUri: string): Promise<SchedulingTokens> {
    return this.#token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<SchedulingTokens> {
    return this.#token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  #api<T>(method: string, path: string, accessToken: string, json?: unknown) {
    return this.#request<T>(`${API}${path}`, {
      method, headers: { authorization: `Bearer ${accessToken}`, ...(json ? { 'content-type': 'application/json' } : {}) }, ...(json ? { body: JSON.stringify(json) } : {}),
    });
  }

  async me(accessToken: string): Promise<SchedulingUser> {
    const { body } = await this.#api<{ resource?: { uri?: string; name?: string; email?: string; current_organization?: string } }>('GET', '/users/me', accessToken);
    const r = body.resource;
    if (!r?.uri || !r.current_organization) throw new SchedulingError('unknown', 'Calendly answered without the user');
    return { uri: r.uri, name: r.name ?? r.email ?? 'Calendly', email: r.email ?? null, organization: r.current_organization };
  }

  async createWebhook(accessToken: string, input: { url: string; user: SchedulingUser; signingKey: string }): Promise<{ uri: string }> {
    const { body } = await this.#api<{ resource?: { uri?: string } }>('POST', '/webhook_subscriptions', accessToken, {
      url: input.url, events: [...CALENDLY_EVENTS], organization: input.user.organization, user: input.user.uri, scope: 'user', signing_key: input.signingKey,
    });
    if (!body.resource?.uri) throw new SchedulingError('unknown', 'Calendly answered without the subscription');
    return { uri: body.resource.uri };
  }

  async deleteWebhook(accessToken: string, uri: string): Promise<void> {
    if (!uri.startsWith(`${API}/webhook_subscriptions/`)) throw new SchedulingError('not_found', 'Not a Calendly webhook subscription', 404);
    await this.#api('DELETE', uri.slice(API.length), accessToken);
  }

  async revoke(token: string): Promise<void> {
    const basic = Buffer.from(`${this.#clientId}:${this.#clientSecret}`).toString('base64');
    await this.#request(`${AUTH}/oauth/revoke`, {
      method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString(),
    });
  }
}
