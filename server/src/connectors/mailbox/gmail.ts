import { GMAIL_SCOPES, MailboxError, type MailboxConnector, type MailboxErrorCode, type MailboxTokens, type SentMessage } from './mailbox.connector';

export type GmailOptions = { clientId: string; clientSecret: string; fetch?: typeof fetch; now?: () => Date; timeoutMs?: number };

type GoogleErrorBody = { error?: string | { code?: number; message?: string; status?: string }; error_description?: string };

export function errorCodeOf(status: number, body: GoogleErrorBody): MailboxErrorCode {
  if (body.error === 'invalid_grant') return 'token_revoked';
  if (body.error === 'access_denied') return 'consent_denied';
  if (status === 401) return 'token_expired';
  if (status === 403) return typeof body.error === 'object' && /rate/i.test(body.error.message ?? '') ? 'rate_limited' : 'permission_missing';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'vendor_unavailable';
  return 'unknown';
}

/** Google OAuth 2.0 and the Gmail API over fetch (reference/integrations.md §3). */
export class GmailMailbox implements MailboxConnector {
  readonly provider = 'gmail' as const;
  readonly #o: Required<Omit<GmailOptions, 'fetch' | 'now' | 'timeoutMs'>>;
  readonly #fetch: typeof fetch;
  readonly #now: () => Date;
  readonly #timeoutMs: number;

  constructor(options: GmailOptions) {
    this.#o = { clientId: options.clientId, clientSecret: options.clientSecret };
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#now = options.now ?? (() => new Date());
    this.#timeoutMs = options.timeoutMs ?? 20_000;
  }

  authorizeUrl(input: { state: string; redirectUri: string; lang: 'es' | 'en'; loginHint?: string }): string {
    const q = new URLSearchParams({
      client_id: this.#o.clientId, redirect_uri: input.redirectUri, response_type: 'code', scope: GMAIL_SCOPES.join(' '),
      access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true', state: input.state, hl: input.lang,
      ...(input.loginHint ? { login_hint: input.loginHint } : {}),
    });
    return `https://accounts.google.com/o/oauth2/v2/auth?${q}`;
  }

  async #request<T>(url: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<T> {
    let res: Response;
    try {
      res = await this.#fetch(url, { ...init, signal: AbortSignal.timeout(this.#timeoutMs) });
    } catch {
      throw new MailboxError('vendor_unavailable', 'Google could not be reached', 503);
    }
    const text = await res.text();
    let body = {} as T & GoogleErrorBody;
    try {
      body = text ? JSON.parse(text) : body;
    } catch { /* not JSON */ }
    if (!res.ok) {
      const message = typeof body.error === 'object' ? body.error.message : body.error_description ?? body.error;
      throw new MailboxError(errorCodeOf(res.status, body), String(message ?? `Google answered ${res.status}`).slice(0, 300), res.status);
    }
    return body;
  }

  async #token(params: Record<string, string>): Promise<MailboxTokens> {
    const body = await this.#request<{ access_token?: string; refresh_token?: string; expires_in?: number; scope?: string }>('https://oauth2.googleapis.com/token', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, client_id: this.#o.clientId, client_secret: this.#o.clientSecret }).toString(),
    });
    if (!body.access_token) throw new MailboxError('unknown', 'Google answered without a token');
    return {
      accessToken: body.access_token, refreshToken: body.refresh_token ?? null,
      expiresAt: new Date(this.#now().getTime() + (body.expires_in ?? 3600) * 1000), scopes: (body.scope ?? '').split(' ').filter(Boolean),
    };
  }

  exchangeCode(code: string, redirectUri: string): Promise<MailboxTokens> {
    return this.#token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<MailboxTokens> {
    return this.#token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  async profile(accessToken: string): Promise<{ email: string }> {
    const body = await this.#request<{ emailAddress?: string }>('https://gmail.googleapis.com/gmail/v1/users/me/profile', { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } });
    if (!body.emailAddress) throw new MailboxError('unknown', 'Gmail answered without the address');
    return { email: body.emailAddress.toLowerCase() };
  }

  async send(accessToken: string, raw: string, threadId?: string): Promise<SentMessage> {
    const body = await this.#request<{ id?: string; threadId?: string }>('https://gmail.googleapis.com/gmail/v1/users/me/messages/send', {
      method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify({ raw, ...(threadId ? { threadId } : {}) }),
    });
    if (!body.id || !body.threadId) throw new MailboxError('unknown', 'Gmail answered without the message ids');
    return { id: body.id, threadId: body.threadId };
  }

  async revoke(token: string): Promise<void> {
    await this.#request('https://oauth2.googleapis.com/revoke', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token }).toString(),
    });
  }
}
