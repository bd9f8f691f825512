import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { findAuthUser } from '../modules/users/users.repository';
import { unauthorized } from './errors';
import type { TokenClaims } from './tokens';

export type AuthUser = { id: string; email: string; language: string; subscriptionType: string };

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The token's claims, checked without the database (signature, algorithm, expiry): a missing,
 * forged or expired token is refused here, before the body is read. The user behind it is looked
 * up later (authenticate, or with the company role in one query for company calls).
 */
export async function verifiedClaims(req: FastifyRequest, deps: AppDeps): Promise<TokenClaims> {
  const token = bearerToken(req);
  if (!token) throw unauthorized();
  const claims = await deps.tokens.verify(token);
  if (!claims) throw invalidToken();
  return claims;
}

export const invalidToken = () => unauthorized('Session expired or invalid token', 'invalid_token');

/**
 * Resolves the caller from the Authorization header. Missing, expired, forged, `alg: none` or
 * malformed tokens, tokens of deleted users and tokens older than a password change all give 401.
 */
export async function authenticate(req: FastifyRequest, deps: AppDeps): Promise<AuthUser>;
export async function authenticate(req: FastifyRequest, deps: AppDeps, o: { optional: true }): Promise<AuthUser | null>;
export async function authenticate(req: FastifyRequest, deps: AppDeps, o?: { optional: true }): Promise<AuthUser | null> {
  const token = bearerToken(req);
  if (!token) {
    if (o?.optional) return null;
    throw unauthorized();
  }
  const claims = await deps.tokens.verify(token);
  const user = claims ? await findAuthUser(deps.db, claims.sub, claims.ver) : null;
  if (!user) {
    if (o?.optional) return null;
    throw invalidToken();
  }
  return user;
}
