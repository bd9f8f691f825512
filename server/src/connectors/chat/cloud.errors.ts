import { CHAT_ERRORS } from '../../../../contract/chat';
import { AppError } from '../../http/errors';

/**
 * A refusal of the Graph API (reference/whatsapp.md A6): `{"error":{"message","type","code",
 * "error_subcode","error_data":{"details"},"fbtrace_id"}}`, or the API not reached at all
 * (`httpStatus` 0). Built from the answer only: never from the request, so the access token
 * cannot end up in a message or a log.
 */
export class GraphError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: number | null,
    readonly subcode: number | null,
    message: string,
    readonly fbtraceId: string | null,
    /** `error_data.details`, or the `error_user_msg` written for people. */
    readonly details: string | null,
  ) {
    super(message);
    this.name = 'GraphError';
  }

  /** The error from a Graph answer's status and body (anything that is not an error object gives a generic one). */
  static fromAnswer(httpStatus: number, body: unknown): GraphError {
    const e = (body && typeof body === 'object' ? (body as { error?: unknown }).error : null) as Record<string, unknown> | null | undefined;
    if (!e || typeof e !== 'object') return new GraphError(httpStatus, null, null, `WhatsApp Cloud API answered HTTP ${httpStatus}`, null, null);
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
    const data = e.error_data && typeof e.error_data === 'object' ? (e.error_data as Record<string, unknown>) : {};
    return new GraphError(
      httpStatus, num(e.code), num(e.error_subcode), str(e.message) ?? `WhatsApp Cloud API answered HTTP ${httpStatus}`,
      str(e.fbtrace_id), str(data.details) ?? str(e.error_user_msg),
    );
  }

  /** The token was refused, expired or lacks a permission (codes 0, 190, 3, 10, 200–299). */
  get isAuth(): boolean {
    const c = this.code;
    return c === 0 || c === 190 || c === 3 || c === 10 || (c !== null && c >= 200 && c <= 299) || this.httpStatus === 401;
  }

  /**
   * Whether the same call may work later: Graph not reached, its own failure, a rate limit, or a
   * token that an operator may still fix. Anything else (a bad id, an expired media) stays refused.
   */
  get retryable(): boolean {
    if (this.httpStatus === 0 || this.httpStatus >= 500 || this.httpStatus === 429 || this.isAuth) return true;
    const known = this.code !== null ? BY_CODE[this.code] : undefined;
    return known === RATE || known === UNAVAILABLE;
  }

  /** What the vendor said, for logs and error details: codes, trace id, message (no request data). */
  get summary(): string {
    const code = this.code === null ? '' : ` ${this.code}${this.subcode ? `/${this.subcode}` : ''}`;
    return `WhatsApp Cloud API error${code}: ${this.message}${this.details ? ` (${this.details})` : ''}${this.fbtraceId ? ` [fbtrace_id ${this.fbtraceId}]` : ''}`;
  }
}

type Mapping = { status: number; code: string; message: string };

const RATE = { status: 429, code: 'channel_rate_limited', message: 'WhatsApp is limiting how fast this number sends: try again in a moment' };
const BLOCKED = { status: 403, code: 'channel_blocked', message: 'The WhatsApp Business account is restricted or blocked from sending' };
const UNAVAILABLE = { status: 503, code: 'channel_unavailable', message: 'WhatsApp is not available at the moment: try again later' };
const INVALID = { status: 400, code: 'channel_invalid_request', message: 'WhatsApp refused the message as invalid' };
const TEMPLATE_PARAMS = { status: 400, code: 'template_variables', message: 'WhatsApp refused the template\'s values' };

/** Codes of reference/whatsapp.md A6 and what the product says for each. */
const BY_CODE: Record<number, Mapping> = {
  4: RATE, 80007: RATE, 130429: RATE, 131048: RATE, 131056: RATE, 131064: RATE,
  368: BLOCKED, 131031: BLOCKED, 130497: BLOCKED, 131042: BLOCKED,
  1: UNAVAILABLE, 2: UNAVAILABLE, 131000: UNAVAILABLE, 131016: UNAVAILABLE, 131057: UNAVAILABLE, 135000: UNAVAILABLE,
  100: INVALID, 131005: BLOCKED, 131008: INVALID, 131009: INVALID, 131051: INVALID,
  131047: { status: 422, code: 'outside_window', message: CHAT_ERRORS.outside_window },
  131026: { status: 422, code: 'recipient_unreachable', message: 'This number cannot receive WhatsApp messages (not on WhatsApp, or an old app)' },
  131021: { status: 422, code: 'recipient_unreachable', message: 'The business cannot write to its own number' },
  131030: { status: 422, code: 'recipient_not_allowed', message: 'This number is not in the test number\'s allowed list' },
  131049: { status: 422, code: 'marketing_not_delivered', message: 'WhatsApp held the marketing message back for this contact' },
  131050: { status: 422, code: 'marketing_not_delivered', message: 'The contact stopped marketing messages from this business' },
  131052: { status: 400, code: 'invalid_file', message: CHAT_ERRORS.invalid_file },
  131053: { status: 400, code: 'invalid_file', message: CHAT_ERRORS.invalid_file },
  132000: TEMPLATE_PARAMS, 132005: TEMPLATE_PARAMS, 132008: TEMPLATE_PARAMS, 132012: TEMPLATE_PARAMS,
  132001: { status: 409, code: 'template_not_approved', message: CHAT_ERRORS.template_not_approved },
  132007: { status: 409, code: 'template_not_approved', message: 'WhatsApp refused the template for its policy' },
  132015: { status: 409, code: 'template_not_approved', message: 'WhatsApp paused this template for its low quality' },
  132016: { status: 409, code: 'template_not_approved', message: 'WhatsApp disabled this template' },
};

/**
 * A Graph refusal as the product's error: a status and code the app knows (the 24-hour window
 * keeps the product's `outside_window`), with the vendor's code, subcode, message and trace id in
 * `details` so support can look the call up at Meta.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (!(error instanceof GraphError)) return new AppError(502, 'channel_error', 'WhatsApp could not be reached');
  const details = { vendorCode: error.code, vendorSubcode: error.subcode, vendorMessage: error.message, vendorDetails: error.details, fbtraceId: error.fbtraceId };
  if (error.httpStatus === 0) return new AppError(503, 'channel_unavailable', 'WhatsApp could not be reached: try again later', details);
  if (error.isAuth) return new AppError(502, 'channel_auth_failed', 'The WhatsApp Business access token was refused: the server\'s configuration needs a valid token', details);
  const known = error.code !== null ? BY_CODE[error.code] : undefined;
  if (known) return new AppError(known.status, known.code, known.message, details);
  if (error.httpStatus >= 500) return new AppError(UNAVAILABLE.status, UNAVAILABLE.code, UNAVAILABLE.message, details);
  return new AppError(502, 'channel_error', `WhatsApp refused the request: ${error.message}`, details);
}
