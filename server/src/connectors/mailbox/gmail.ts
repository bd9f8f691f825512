import { GMAIL_SCOPES, MailboxError, type HistoryPage, type MailboxConnector, type MailboxErrorCode, type MailboxTokens, type MessageMetadata, type SentMessage } from './mailbox.connector';

const API = 'https://gmail.googleapis.com/gmail/v1/users/me';
/** The headers reply sync reads (`format=metadata` answers only these; no body with gmail.metadata). */
const METADATA_HEADERS = ['From', 'To', 'Subject', 'Message-ID'];
const metadataQuery = () => new URLSearchParams([['format', 'metadata'], ...METADATA_HEADERS.map((h) => ['metadataHeaders', h])]);

type GmailApiMessage = { id?: string; threadId?: string; labelIds?: string[]; snippet?: string; internalDate?: string; payload?: { headers?: { name?: string; value?: string }[] } };

/** A Message resource of `format=metadata` as reply sync reads it. */
export function metadataOf(m: GmailApiMessage): MessageMetadata {
  if (!m.id || !m.threadId) throw new MailboxError('unknown', 'Gmail answered a message without its ids');
  const wanted = new Set(METADATA_HEADERS.map((h) => h.toLowerCase()));
  const headers: MessageMetadata['headers'] = {};
  for (const h of m.payload?.headers ?? []) {
    const name = h.name?.toLowerCase();
    // The first of a repeated header, as mail readers show it.
    if (name && wanted.has(name) && typeof h.value === 'string' && !(name in headers)) headers[name as keyof MessageMetadata['headers']] = h.value;
  }
  const ms = Number(m.internalDate);
  return { id: m.id, threadId: m.threadId, labelIds: m.labelIds ?? [], snippet: m.snippet ?? '', at: Number.isFinite(ms) && ms > 0 ? new Date(ms) : new Date(), headers };
}

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

  async profile(accessToken: string): Promise<{ email: string; historyId: string | null }> {
    const body = await this.#request<{ emailAddress?: string; historyId?: string }>(`${API}/profile`, { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } });
    if (!body.emailAddress) throw new MailboxError('unknown', 'Gmail answered without the address');
    return { email: body.emailAddress.toLowerCase(), historyId: body.historyId ? String(body.historyId) : null };
  }

  async history(accessToken: string, startHistoryId: string, pageToken?: string): Promise<HistoryPage> {
    const q = new URLSearchParams({ startHistoryId, historyTypes: 'messageAdded', maxResults: '500', ...(pageToken ? { pageToken } : {}) });
    const body = await this.#request<{ history?: { messagesAdded?: { message?: { id?: string; threadId?: string } }[] }[]; historyId?: string; nextPageToken?: string }>(
      `${API}/history?${q}`, { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } });
    const added = (body.history ?? []).flatMap((h) => (h.messagesAdded ?? []).flatMap((a) => (a.message?.id && a.message.threadId ? [{ id: a.message.id, threadId: a.message.threadId }] : [])));
    return { added, historyId: String(body.historyId ?? startHistoryId), nextPageToken: body.nextPageToken ?? null };
  }

  async threadMessages(accessToken: string, threadId: string): Promise<MessageMetadata[]> {
    const body = await this.#request<{ messages?: GmailApiMessage[] }>(`${API}/threads/${encodeURIComponent(threadId)}?${metadataQuery()}`, { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } });
    return (body.messages ?? []).map(metadataOf);
  }

  async watch(accessToken: string, topicName: string): Promise<{ historyId: string; expiration: Date }> {
    const body = await this.#request<{ historyId?: string; expiration?: string }>(`${API}/watch`, {
      method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      // labelFilterBehavior, not the deprecated labelFilterAction (reference §3.3).
      body: JSON.stringify({ topicName, labelIds: ['INBOX'], labelFilterBehavior: 'INCLUDE' }),
    });
    if (!body.historyId || !body.expiration) throw new MailboxError('unknown', 'Gmail answered the watch without its history id');
    return { historyId: String(body.historyId), expiration: new Date(Number(body.expiration)) };
  }

  async message(accessToken: string, id: string): Promise<MessageMetadata> {
    return metadataOf(await this.#request<GmailApiMessage>(`${API}/messages/${encodeURIComponent(id)}?${metadataQuery()}`, { method: 'GET', headers: { authorization: `Bearer ${accessToken}` } }));
  }

  async send(accessToken: string, raw: string, threadId?: string): Promise<SentMessage> {
    const body = await this.#request<{ id?: string; threadId?: string }>(`${API}/messages/send`, {
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
