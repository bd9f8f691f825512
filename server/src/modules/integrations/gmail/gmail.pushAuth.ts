import { createRemoteJWKSet, errors, jwtVerify } from 'jose';

export type PushAuthOptions = {
  /** Google's signing keys (JWKS). */
  jwksUrl: string;
  /** Google's issuer; its tokens carry it with or without the scheme. */
  issuer: string;
  /** The audience set on the push subscription (Google's default: the push endpoint's URL). */
  audience: string;
  /** The service account the subscription signs its pushes as. */
  serviceAccount: string;
};

export type PushAuthResult = { ok: true } | { ok: false; reason: 'no_bearer' | 'invalid_token' | 'wrong_account' | 'keys_unavailable' };

/**
 * Pub/Sub push with authentication: every push carries `Authorization: Bearer <JWT>`, an OpenID
 * token Google signs for the subscription's service account. It is accepted only when Google's
 * current keys verify it (RS256), it was issued by Google for this audience, has not expired (a
 * minute of clock skew allowed), and names that service account with a verified email. Unlike the
 * URL token, nothing here is a secret this server keeps: a leaked push URL cannot be replayed
 * after the hour the JWT lives. Keys are fetched on first use and cached (jose refreshes them
 * when a token names a key it has not seen).
 */
export function createPushAuth(options: PushAuthOptions): (authorization: string | undefined) => Promise<PushAuthResult> {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  const issuers = [options.issuer, options.issuer.replace(/^https:\/\//, '')];
  return async (authorization) => {
    const bearer = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/.exec(authorization ?? '');
    if (!bearer) return { ok: false, reason: 'no_bearer' };
    try {
      const { payload } = await jwtVerify(bearer[1], keys, {
        algorithms: ['RS256'], issuer: issuers, audience: options.audience, clockTolerance: 60, requiredClaims: ['exp', 'iat', 'email'],
      });
      if (payload.email !== options.serviceAccount || payload.email_verified !== true) return { ok: false, reason: 'wrong_account' };
      return { ok: true };
    } catch (error) {
      // Google's keys out of reach (no answer, not 200, not JSON: jose's generic error) is this
      // server's problem, not the sender's: Pub/Sub is asked to deliver again.
      if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout || error.code === 'ERR_JOSE_GENERIC') return { ok: false, reason: 'keys_unavailable' };
      return { ok: false, reason: 'invalid_token' };
    }
  };
}
