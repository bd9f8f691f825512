import { AppError } from '../../http/errors';

/** Stripo's plugin authentication endpoint (reference email.md §B); the only URL this connector calls. */
export const STRIPO_AUTH_URL = 'https://plugins.stripo.email/api/v1/auth';

export type StripoCredentials = { pluginId: string; secretKey: string };
export type StripoAuthOptions = {
  /** Tests pass a fake answering recorded responses; nothing else reaches the network. */
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
};
export type StripoToken = { token: string; expiresAt: Date };

/** Stripo does not document its tokens' lifetime: when the token carries no `exp`, assume this. */
export const DEFAULT_TOKEN_SECONDS = 30 * 60;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * The token's expiry as its own `exp` claim says (SPEC §5: expiry is judged by the decoded
 * token's claim), without verifying it (Stripo's key is not ours; the token came straight from
 * Stripo over TLS). A token that is not a JWT, or has no `exp`, gets the default lifetime.
 */
export function tokenExpiry(token: string, now: Date): Date {
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const exp = (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
      if (typeof exp === 'number' && Number.isFinite(exp)) return new Date(exp * 1000);
    } catch {
      /* not a JWT: the default below */
    }
  }
  return new Date(now.getTime() + DEFAULT_TOKEN_SECONDS * 1000);
}

const unavailable = (why: string) =>
  new AppError(502, 'builder_unavailable', `The email builder service could not be reached (${why}); try again in a moment`);

/**
 * Asks Stripo for an editor token for one user, as role USER. The secret key travels only in the
 * request body to Stripo's fixed HTTPS URL; no error, message or log line built here contains it
 * (Stripo's own answer text is not repeated either: it could echo the request).
 */
export async function requestStripoToken(credentials: StripoCredentials, userId: string, options: StripoAuthOptions = {}): Promise<StripoToken> {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  let response: Response;
  try {
    response = await fetchFn(STRIPO_AUTH_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ pluginId: credentials.pluginId, secretKey: credentials.secretKey, userId, role: 'USER' }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (e) {
    const name = (e as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new AppError(504, 'builder_timeout', 'The email builder service did not answer in time; try again in a moment');
    }
    throw unavailable('network error');
  }
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    // The plugin id or secret key is wrong or revoked: the operator's problem, not the user's.
    throw new AppError(502, 'builder_auth_rejected', 'The email builder refused this server\'s plugin credentials (check STRIPO_PLUGIN_ID and STRIPO_SECRET_KEY)');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw unavailable(`status ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw unavailable('unreadable answer');
  }
  const token = (body as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || token.length < 10 || token.length > 8192) throw unavailable('answer without a token');
  return { token, expiresAt: tokenExpiry(token, now()) };
}
