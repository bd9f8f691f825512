import { CHAT_MEDIA_RULES } from '../../../../contract/chat';
import type { ChatConnector, OutgoingMessage, SessionChange, SessionRow, SessionView, TemplateForReview, TemplateReview } from './chat.connector';
import { GraphError, toAppError } from './cloud.errors';
import { reviewOf, sameContent, templateComponents, templateCreateBody, templateSendComponents, type RemoteTemplate } from './cloud.templates';
import { verificationChallenge, verifySignature } from './cloud.webhook';
import { CHANNEL_NOT_CONFIGURED } from './unavailable';

export type CloudOptions = {
  /** A system user's access token with whatsapp_business_messaging and _management. */
  token: string;
  /** The number that sends and receives (Graph's phone-number id, not the number itself). */
  phoneNumberId: string;
  /** The WhatsApp Business Account holding the number and its templates. */
  businessAccountId: string;
  /** The Meta app's secret: signs every webhook POST. */
  appSecret: string;
  /** The token chosen when the webhook was subscribed (Meta's verification GET repeats it). */
  verifyToken: string;
  /** The company whose chat the number serves (one configured number per instance). */
  companyId: string;
  /** Graph API version, e.g. `v23.0`. */
  graphVersion?: string;
  /** Tests pass a fake: no network. */
  fetch?: typeof fetch;
  baseUrl?: string;
  /** How long one Graph call may take. */
  timeoutMs?: number;
};

export const DEFAULT_GRAPH_VERSION = 'v23.0';
/** Why a Cloud session is not ready: the token was refused, or the number could not be checked. */
export const CHANNEL_AUTH_FAILED = 'channel_auth_failed';
export const CHANNEL_UNREACHABLE = 'channel_unreachable';

/** Hosts the media download URL may point to (Meta's lookaside CDN): the bearer token goes nowhere else. */
const MEDIA_HOSTS = /(^|\.)(fbsbx\.com|facebook\.com|fbcdn\.net|whatsapp\.net)$/i;
/** The largest incoming file any chat type takes (documents, 100 MB). */
const MAX_MEDIA_BYTES = Math.max(...Object.values(CHAT_MEDIA_RULES).map((r) => r.maxBytes));
/** Office files are ZIP by their bytes; the Cloud API wants their own types (A1). */
const OFFICE_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * The official WhatsApp Business Cloud API over Graph HTTP calls (reference/whatsapp.md A).
 *
 * Session: a Cloud API number has no QR pairing and no phone to link; it works while the token
 * is valid and the number is registered. So:
 * - `login` asks Graph for the number (`GET /{phone-number-id}`): it answers → `ready`, with the
 *   display number stored as the app's phone; the token refused → `failed` `channel_auth_failed`;
 *   Graph not reached or another refusal → `failed` `channel_unreachable`. No `waiting` state, no QR.
 * - `session` reports what was stored (it has to answer without a call): a `waiting` row left
 *   from the sandbox becomes `unknown`, and so does a `ready` row that the sandbox paired (log in
 *   again to check the real number). A token revoked later shows when sending fails.
 * - The number serves one company (`WHATSAPP_COMPANY_ID`): another company's app cannot connect
 *   (`failed` `channel_not_configured`), sends nothing and submits no template.
 * - Logging out only stops the product from sending: Meta still delivers to the number, and the
 *   webhook still files incoming messages in the company's inbox.
 *
 * The access token is only ever put in the Authorization header; errors are built from Graph's
 * answers (never from the request) and the token is a private field.
 */
export class CloudChat implements ChatConnector {
  readonly provider = 'cloud' as const;
  readonly phoneNumberId: string;
  readonly businessAccountId: string;
  readonly companyId: string;
  readonly #token: string;
  readonly #appSecret: string;
  readonly #verifyToken: string;
  readonly #fetch: typeof fetch;
  readonly #base: string;
  readonly #timeoutMs: number;

  constructor(options: CloudOptions) {
    this.phoneNumberId = options.phoneNumberId;
    this.businessAccountId = options.businessAccountId;
    this.companyId = options.companyId;
    this.#token = options.token;
    this.#appSecret = options.appSecret;
    this.#verifyToken = options.verifyToken;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#base = `${(options.baseUrl ?? 'https://graph.facebook.com').replace(/\/$/, '')}/${options.graphVersion ?? DEFAULT_GRAPH_VERSION}`;
    this.#timeoutMs = options.timeoutMs ?? 30_000;
  }

  // ---- Session ----

  /** Whether the app is the configured company's (an app without a company, as in unit tests, is). */
  private owns(row: SessionRow): boolean {
    return !row.companyId || row.companyId === this.companyId;
  }

  session(row: SessionRow): SessionView {
    const view = (status: SessionView['status'], reason: string | null): SessionView => ({ status, qrRef: null, qrExpiresAt: null, reason });
    if (!this.owns(row)) {
      return row.status === 'ready' || row.status === 'waiting' ? view('failed', CHANNEL_NOT_CONFIGURED) : view(row.status, row.reason);
    }
    if (row.status === 'waiting') return view('unknown', null);
    if (row.status === 'ready' && row.provider && row.provider !== 'cloud') return view('unknown', null);
    return view(row.status, row.reason);
  }

  async login(row: SessionRow): Promise<SessionChange> {
    if (!this.owns(row)) return { status: 'failed', reason: CHANNEL_NOT_CONFIGURED, loginStartedAt: null };
    try {
      const number = await this.graph<{ display_phone_number?: string; verified_name?: string }>(
        'GET', `${this.phoneNumberId}?fields=display_phone_number,verified_name,quality_rating`,
      );
      const digits = (number.display_phone_number ?? '').replace(/\D/g, '');
      return { status: 'ready', reason: null, loginStartedAt: null, phone: digits ? `+${digits}` : null, provider: 'cloud' };
    } catch (error) {
      const reason = error instanceof GraphError && error.isAuth ? CHANNEL_AUTH_FAILED : CHANNEL_UNREACHABLE;
      return { status: 'failed', reason, loginStartedAt: null };
    }
  }

  // ---- Sending ----

  /**
   * Text as `text`; a template's text outside the 24-hour window as a `template` message (the
   * Cloud API refuses free text there, 131047), inside it as the filled-in text; a file is
   * uploaded first (`POST /{phone-number-id}/media`) and sent by its media id with its caption
   * (none for audio) and, for documents, its file name.
   */
  async send(message: OutgoingMessage): Promise<{ vendorId: string; status: 'sent' }> {
    try {
      const payload = await this.sendPayload(message);
      const answer = await this.graph<{ messages?: Array<{ id?: string }> }>('POST', `${this.phoneNumberId}/messages`, payload);
      const vendorId = answer.messages?.[0]?.id;
      if (!vendorId) throw new GraphError(200, null, null, 'The answer carried no message id', null, null);
      return { vendorId, status: 'sent' };
    } catch (error) {
      throw toAppError(error);
    }
  }

  private async sendPayload(message: OutgoingMessage): Promise<Record<string, unknown>> {
    const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to.replace(/\D/g, '') };
    if (message.template && !message.windowOpen) {
      const components = templateSendComponents(message.template, message.template.values);
      return {
        ...base, type: 'template',
        template: { name: message.template.name, language: { code: message.template.language, policy: 'deterministic' }, ...(components.length ? { components } : {}) },
      };
    }
    if (message.type === 'text') {
      const body = message.text ?? '';
      return { ...base, type: 'text', text: { body, preview_url: /https?:\/\//i.test(body) } };
    }
    if (!message.media) throw new GraphError(400, 100, null, `A ${message.type} message needs its file`, null, null);
    const id = await this.upload(message.media);
    const object: Record<string, unknown> = { id };
    if (message.caption && message.type !== 'audio') object.caption = message.caption;
    if (message.type === 'document' && message.media.fileName) object.filename = message.media.fileName;
    return { ...base, type: message.type, [message.type]: object };
  }

  /** Uploads a file for sending: its media id (valid 30 days at Meta). */
  async upload(media: NonNullable<OutgoingMessage['media']>): Promise<string> {
    const type = cloudContentType(media.contentType, media.fileName);
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('type', type);
    form.set('file', new Blob([new Uint8Array(media.body)], { type }), media.fileName ?? 'file');
    const answer = await this.graph<{ id?: string }>('POST', `${this.phoneNumberId}/media`, form);
    if (!answer.id) throw new GraphError(200, null, null, 'The upload answer carried no media id', null, null);
    return answer.id;
  }

  // ---- Incoming media ----

  /**
   * An incoming message's file: `GET /{media-id}` gives a short-lived URL on Meta's CDN, fetched
   * with the bearer token (only on Meta's hosts, over HTTPS). Files larger than any chat type
   * takes are refused before downloading.
   */
  async downloadMedia(mediaId: string): Promise<{ body: Buffer; contentType: string | null; size: number }> {
    if (!/^[A-Za-z0-9_.-]{1,128}$/.test(mediaId)) throw new GraphError(400, 100, null, 'Invalid media id', null, null);
    const info = await this.graph<{ url?: string; mime_type?: string; file_size?: number }>(
      'GET', `${mediaId}?phone_number_id=${encodeURIComponent(this.phoneNumberId)}`,
    );
    if (!info.url) throw new GraphError(200, null, null, 'The media answer carried no URL', null, null);
    const url = new URL(info.url);
    if (url.protocol !== 'https:' || !MEDIA_HOSTS.test(url.hostname)) {
      throw new GraphError(200, null, null, `The media URL is not on Meta's servers (${url.hostname})`, null, null);
    }
    if (typeof info.file_size === 'number' && info.file_size > MAX_MEDIA_BYTES) {
      throw new MediaTooLargeError(info.file_size);
    }
    const res = await this.request(url.toString(), { method: 'GET' });
    if (!res.ok) throw GraphError.fromAnswer(res.status, await readJson(res));
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > MAX_MEDIA_BYTES) throw new MediaTooLargeError(body.length);
    return { body, contentType: info.mime_type ?? res.headers.get('content-type'), size: body.length };
  }

  // ---- Templates ----

  /**
   * The template's review at Meta, found by name and language on the business account: absent →
   * submitted (`POST /{waba-id}/message_templates`), and its answer's status; present with other
   * text (edited here) → the edit submitted (`POST /{template-id}`), pending; else its status.
   * A submission Meta refuses as invalid is a rejection with Meta's explanation as the reason.
   */
  async review(template: TemplateForReview): Promise<TemplateReview> {
    if (template.companyId && template.companyId !== this.companyId) return { status: 'PENDING', reason: null };
    try {
      const found = await this.findTemplate(template.name, template.language ?? 'es');
      if (!found) {
        const created = await this.graph<{ id?: string; status?: string }>('POST', `${this.businessAccountId}/message_templates`, templateCreateBody(template));
        return reviewOf(created.status ?? 'PENDING', null);
      }
      const current = reviewOf(found.status, found.rejected_reason);
      if (!sameContent(found, template) && found.status.toUpperCase() !== 'PENDING') {
        await this.graph('POST', found.id, { components: templateComponents(template) });
        return { status: 'PENDING', reason: null };
      }
      return current;
    } catch (error) {
      // Code 100 (invalid parameter) on a submission is Meta refusing the template's content or format.
      if (error instanceof GraphError && error.httpStatus === 400 && error.code === 100) {
        return { status: 'REJECTED', reason: error.details ?? error.message };
      }
      throw toAppError(error);
    }
  }

  private async findTemplate(name: string, language: string): Promise<RemoteTemplate | null> {
    const query = new URLSearchParams({ name, fields: 'id,name,language,status,category,rejected_reason,components', limit: '100' });
    const list = await this.graph<{ data?: RemoteTemplate[] }>('GET', `${this.businessAccountId}/message_templates?${query}`);
    return list.data?.find((t) => t.name === name && t.language === language) ?? null;
  }

  // ---- Webhook ----

  verifySignature(rawBody: Buffer, header: string | string[] | undefined): boolean {
    return verifySignature(this.#appSecret, rawBody, header);
  }

  verificationChallenge(query: Record<string, unknown>): string | null {
    return verificationChallenge(this.#verifyToken, query);
  }

  // ---- HTTP ----

  private request(url: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${this.#token}`);
    return this.#fetch(url, { ...init, headers, signal: AbortSignal.timeout(this.#timeoutMs) }).catch((error: unknown) => {
      // The cause is kept out: some runtimes put the request (headers included) in it.
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new GraphError(0, null, null, timedOut ? 'The WhatsApp Cloud API did not answer in time' : 'The WhatsApp Cloud API could not be reached', null, null);
    });
  }

  /** One Graph call: JSON in (or a form for uploads), JSON out; a refusal throws GraphError. */
  private async graph<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object | FormData): Promise<T> {
    const init: RequestInit = { method };
    if (body instanceof FormData) init.body = body;
    else if (body) {
      init.body = JSON.stringify(body);
      init.headers = { 'content-type': 'application/json' };
    }
    const res = await this.request(`${this.#base}/${path}`, init);
    const answer = await readJson(res);
    if (!res.ok || (answer && typeof answer === 'object' && 'error' in answer)) throw GraphError.fromAnswer(res.status, answer);
    return answer as T;
  }
}

/** An incoming file larger than any chat type takes: kept out, the message kept without it. */
export class MediaTooLargeError extends Error {
  constructor(readonly size: number) {
    super(`The file (${size} bytes) is larger than chat media may be`);
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The MIME type the Cloud API takes for a stored file (its type was sniffed from the bytes). */
export function cloudContentType(contentType: string, fileName: string | null): string {
  if (contentType === 'application/zip') {
    const extension = fileName?.toLowerCase().split('.').pop() ?? '';
    return OFFICE_TYPES[extension] ?? contentType;
  }
  return contentType;
}
