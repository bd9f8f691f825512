/**
 * Answers of Stripo's plugin auth endpoint (POST https://plugins.stripo.email/api/v1/auth),
 * hand-written after the reference (email.md §B: `{pluginId, secretKey, userId, role}` →
 * `{token}`). The success token is a JWT of the shape Stripo issues (header, claims, signature);
 * its signature is a placeholder since only Stripo can sign one. Error bodies are not documented:
 * the client reads only the status, so these bodies are representative, and the 401 one echoes
 * the plugin id as such services do, to prove nothing of it is repeated.
 */
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Issued at 2026-11-25T17:00:00Z, valid one hour. */
export const STRIPO_TOKEN_EXP = 1_795_712_400;
export const STRIPO_TOKEN = [
  b64({ alg: 'HS256', typ: 'JWT' }),
  b64({ pluginId: 'a1b2c3d4e5f6', userId: 'user-1', role: 'USER', iat: STRIPO_TOKEN_EXP - 3600, exp: STRIPO_TOKEN_EXP }),
  'c3RyaXBvLXNpZ25hdHVyZS1wbGFjZWhvbGRlcg',
].join('.');

export const STRIPO_AUTH_OK = { status: 200, body: { token: STRIPO_TOKEN } };
/** A token that is not a JWT (no claims to read): the default lifetime applies. */
export const STRIPO_AUTH_OPAQUE = { status: 200, body: { token: 'opaque-token-0123456789abcdef' } };
export const STRIPO_AUTH_UNAUTHORIZED = { status: 401, body: { status: 401, error: 'Unauthorized', message: 'Invalid pluginId or secretKey for plugin a1b2c3d4e5f6' } };
export const STRIPO_AUTH_SERVER_ERROR = { status: 503, body: { status: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable' } };
export const STRIPO_AUTH_NO_TOKEN = { status: 200, body: { message: 'ok' } };
