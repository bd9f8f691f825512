import type { FastifyRequest } from 'fastify';

/**
 * Whose allowance a limited call spends. A signed-in caller's own: the team of one office shares
 * one address behind its router, and one person's sending must not use up their colleagues'.
 * Anyone else's by address (sign-in, password reset, public forms: a brake on guessing).
 * The route's onRequest has checked the token by the time this runs (@fastify/rate-limit adds its
 * hook after the route's own), so the id is a verified one, never read from an unchecked token.
 */
export function rateLimitKey(req: FastifyRequest): string {
  const userId = req.tokenClaims?.sub ?? req.authUser?.id;
  return userId ? `user:${userId}` : req.ip;
}
