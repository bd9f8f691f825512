import { SignJWT, jwtVerify, errors } from 'jose';

export type TokenClaims = { sub: string; ver: number };

/** How many verified tokens are remembered (a few hundred bytes each; the oldest go first). */
const VERIFIED_CACHE_SIZE = 10_000;

/** HS256 tokens with `exp`. Verification pins the algorithm, so `alg: none` never passes. */
export function createTokenService(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  // Every call presents the same token for up to ttlSeconds, and WebCrypto's HMAC (which jose
  // uses) costs ~1 ms of the event loop per call under load (profiled on GET /wppmessages). A
  // token string that verified once verifies again until its `exp`, so its claims are kept until
  // then; revocation does not depend on this (every call compares `ver` with the user's row).
  const verified = new Map<string, { claims: TokenClaims; exp: number }>();
  return {
    ttlSeconds,
    async sign(userId: string, version: number): Promise<string> {
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns the claims, or null for a token that is expired, forged or malformed. */
    async verify(token: string): Promise<TokenClaims | null> {
      const known = verified.get(token);
      if (known) {
        if (known.exp > Date.now() / 1000) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        // A token without `exp` would never expire: it is refused even when correctly signed.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], requiredClaims: ['exp'] });
        if (typeof payload.sub !== 'string' || payload.aud !== undefined) return null;
        const claims = { sub: payload.sub, ver: typeof payload.ver === 'number' ? payload.ver : 0 };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, exp: payload.exp! });
        return claims;
      } catch (e) {
        if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
        throw e;
      }
    },
    /**
     * A short-lived signed envelope for server state kept in the browser (the sign-in transaction
     * in a cookie). Its audience keeps it from ever passing as a session token, and back.
     */
    async seal(payload: Record<string, unknown>, seconds: number): Promise<string> {
      return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setAudience(SEALED).setIssuedAt().setExpirationTime(`${seconds}s`).sign(key);
    },
    async unseal(value: string): Promise<Record<string, unknown> | null> {
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'], audience: SEALED, requiredClaims: ['exp'] });
        return payload as Record<string, unknown>;
      } catch (e) {
        if (e instanceof errors.JOSEError || e instanceof TypeError) return null;
        throw e;
      }
    },
  };
}

const SEALED = 'sealed-state';

export type TokenService = ReturnType<typeof createTokenService>;
