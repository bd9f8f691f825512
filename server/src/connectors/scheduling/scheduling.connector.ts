import type { INTEGRATION_ERROR_CODES } from '../../../../contract/integrations';

/** An access token (Calendly: 2 h) with its single-use refresh token (rotates on every refresh). */
export type SchedulingTokens = { accessToken: string; refreshToken: string; expiresAt: Date };

/** The Calendly user who connected, with the organization their webhook subscription lives in. */
export type SchedulingUser = { uri: string; name: string; email: string | null; organization: string };

export type SchedulingErrorCode = (typeof INTEGRATION_ERROR_CODES)[number];

/** What went wrong at the scheduling service, in the codes the integrations screen explains (never carrying a token). */
export class SchedulingError extends Error {
  constructor(readonly code: SchedulingErrorCode, message: string, readonly status = 502) {
    super(message);
    this.name = 'SchedulingError';
  }
}

/** The webhook events the product listens to (reference/integrations.md §2.3). */
export const CALENDLY_EVENTS = ['invitee.created', 'invitee.canceled'] as const;

/**
 * Scopes asked for (reference/integrations.md §2.1): reading the user and the scheduled events the
 * webhooks point at, and managing the webhook subscription. The webhook scope's exact name was not
 * confirmed by the reference; Calendly grants legacy apps full access without scopes.
 */
export const CALENDLY_SCOPES = ['users:read', 'scheduled_events:read', 'webhooks:read', 'webhooks:write'] as const;

/**
 * The scheduling service (Calendly API v2): OAuth with 2-hour access tokens and rotating refresh
 * tokens, the connected user, and the webhook subscription that delivers bookings.
 * `sandbox`: offline and deterministic; `calendly`: the real API over fetch; `off`: production
 * without credentials (connecting is refused).
 */
export interface SchedulingConnector {
  readonly provider: 'sandbox' | 'calendly' | 'off';
  authorizeUrl(input: { state: string; redirectUri: string; lang: 'es' | 'en' }): string;
  exchangeCode(code: string, redirectUri: string): Promise<SchedulingTokens>;
  /** Uses the refresh token up (single use): the answer carries the next one. */
  refresh(refreshToken: string): Promise<SchedulingTokens>;
  me(accessToken: string): Promise<SchedulingUser>;
  /** A user-scoped subscription to invitee events, signed with `signingKey`; answers its URI. */
  createWebhook(accessToken: string, input: { url: string; user: SchedulingUser; signingKey: string }): Promise<{ uri: string }>;
  deleteWebhook(accessToken: string, uri: string): Promise<void>;
  revoke(token: string): Promise<void>;
}
