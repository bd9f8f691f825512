import { EmailParams, MailerSend, Recipient, Sender } from 'mailersend';
import type { APIResponse } from 'mailersend/lib/services/request.service';
import addressparser from 'nodemailer/lib/addressparser';
import { extraHeaders, MailSendError, type MailConnector, type MailMessage } from './mail.connector';

/** How the SDK's POST /email is made; tests pass a recorder instead of the network. */
export type MailerSendTransport = (params: EmailParams) => Promise<APIResponse>;

/** `Name <email>` (MAIL_FROM's form) as MailerSend's sender object. */
function parseSender(value: string): Sender {
  const [first] = addressparser(value) as { name: string; address?: string }[];
  return new Sender(first?.address ?? value, first?.name || undefined);
}

/**
 * The request body for one message. We render variables, tracking and the unsubscribe link
 * ourselves, so no personalization and MailerSend's own open/click tracking off (it would
 * double-count and rewrite our already rewritten links). Custom headers need a paid plan on
 * MailerSend; List-Unsubscribe goes in its own field, which every plan accepts.
 */
export function buildEmailParams(message: MailMessage, defaultFrom: string): EmailParams {
  const from = message.from ? new Sender(message.from.email, message.from.name ?? undefined) : parseSender(defaultFrom);
  const params = new EmailParams()
    .setFrom(from)
    .setTo([new Recipient(message.to, message.toName)])
    .setSubject(message.subject)
    .setText(message.text)
    .setSettings({ track_clicks: false, track_opens: false, track_content: false });
  if (message.html) params.setHtml(message.html);
  if (message.replyTo) params.setReplyTo(new Recipient(message.replyTo));
  const tags = [...(message.tags ?? []), ...(message.tag ? [message.tag] : [])].slice(0, 5);
  if (tags.length) params.setTags(tags);
  if (message.listUnsubscribe) params.setListUnsubscribe(`<${message.listUnsubscribe}>`);
  const { 'List-Unsubscribe': _lu, 'List-Unsubscribe-Post': _lup, 'X-Tag': _t, 'X-Tags': _ts, ...custom } = extraHeaders(message);
  const headers = Object.entries(custom).map(([name, value]) => ({ name, value }));
  if (headers.length) params.setHeaders(headers);
  return params;
}

type ApiFailure = { statusCode?: number; body?: { message?: string; errors?: Record<string, string[]> }; headers?: Record<string, string> };

/**
 * MailerSend's refusals as our error: 422 (validation, e.g. #MS42207 unverified domain) and 4xx
 * other than 429 never succeed on retry; 429 (rate limit, clears within the minute) and 5xx say
 * the message was not taken. A failure without an HTTP answer (network) may have reached them:
 * permanent, so it is not re-sent (at most once).
 */
export function mailerSendError(error: unknown): MailSendError {
  const e = (error ?? {}) as ApiFailure;
  const status = e.statusCode;
  if (!status) return new MailSendError(`MailerSend could not be reached: ${(error as Error)?.message ?? 'network error'}`, true, 'mailersend_network');
  const details = Object.values(e.body?.errors ?? {}).flat().join(' ');
  const text = [e.body?.message, details].filter(Boolean).join(' ') || `HTTP ${status}`;
  if (status === 429) {
    const reset = Number(e.headers?.['retry-after'] ?? e.headers?.['x-ratelimit-reset'] ?? 60);
    return new MailSendError(`MailerSend rate limit: ${text}`, false, 'mailersend_rate_limit', (Number.isFinite(reset) ? reset : 60) * 1000);
  }
  if (status >= 500) return new MailSendError(`MailerSend error ${status}: ${text}`, false, 'mailersend_unavailable');
  if (status === 401 || status === 403) return new MailSendError(`MailerSend refused the API key (${status}): ${text}`, true, 'mailersend_auth');
  const code = /#MS42207/.test(text) ? 'mailersend_unverified_domain' : status === 422 ? 'mailersend_invalid' : 'mailersend_refused';
  return new MailSendError(`MailerSend refused the message (${status}): ${text}`, true, code);
}

/** Delivery through MailerSend's API (MAILERSEND_API_KEY) with the official SDK. */
export function createMailerSendMail(apiKey: string, defaultFrom: string, transport?: MailerSendTransport): MailConnector {
  const sdk = new MailerSend({ apiKey });
  const post: MailerSendTransport = transport ?? ((params) => sdk.email.send(params));
  return {
    kind: 'mailersend',
    async send(message) {
      let response: APIResponse;
      try {
        response = await post(buildEmailParams(message, defaultFrom));
      } catch (error) {
        throw mailerSendError(error);
      }
      const headers = (response.headers ?? {}) as Record<string, string>;
      const id = headers['x-message-id'] ?? headers['X-Message-Id'];
      // 202 with ALLSUPPRESSED: accepted, but MailerSend will not deliver (its own suppression list).
      const warnings = (response.body as { warnings?: { type: string; message: string }[] } | undefined)?.warnings ?? [];
      const suppressed = warnings.find((w) => w.type === 'ALLSUPPRESSED');
      if (suppressed) throw new MailSendError(`MailerSend: ${suppressed.message}`, true, 'mailersend_suppressed');
      return { id: id ?? message.messageId ?? '' };
    },
    outbox: async () => [],
  };
}
