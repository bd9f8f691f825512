import { jwtDecode } from 'jwt-decode';

/**
 * SPEC §4/§5: expiry is judged by the token's `exp` claim; a token that cannot be decoded (or has
 * no `exp`) counts as expired, and the decode failure is logged.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    if (typeof exp !== 'number') return true;
    return exp * 1000 <= now;
  } catch (error) {
    console.error('Token could not be decoded; treating it as expired', error);
    return true;
  }
}
