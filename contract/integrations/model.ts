import { z } from 'zod';

/**
 * Outside services a company connects (issue 16; reference/integrations.md). One connection row
 * per company and kind for the social network and the scheduling service; Gmail is a mailbox, so
 * each collaborator connects their own (one per company, kind and user).
 */
export const INTEGRATION_KINDS = ['facebook', 'calendly', 'gmail'] as const;
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number];
export const INTEGRATION_PROVIDERS = ['sandbox', 'vendor', 'off'] as const;

/**
 * connected: tokens valid (refreshed before expiry); expired: the token ran out or was revoked on
 * the vendor's side and could not be refreshed (the user must connect again); error: the last call
 * failed for another reason (see `error`); pending: consent started, not finished.
 */
export const CONNECTION_STATUSES = ['pending', 'connected', 'expired', 'error'] as const;

/** What the screen explains in the user's language (integrations.json `errors.<code>`). */
export const INTEGRATION_ERROR_CODES = [
  'consent_denied', 'token_expired', 'token_revoked', 'permission_missing', 'rate_limited',
  'vendor_unavailable', 'webhook_signature', 'not_found', 'unknown',
] as const;

export const integrationError = z.object({ code: z.enum(INTEGRATION_ERROR_CODES), message: z.string(), at: z.string() });

export const connection = z.object({
  /** connectionId. */
  _id: z.string(),
  companyId: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  /** Gmail only: whose mailbox (null for company-wide connections). */
  userId: z.string().nullable(),
  status: z.enum(CONNECTION_STATUSES),
  /** The vendor account as it names itself (business name, Calendly user, mailbox address). */
  accountName: z.string(),
  accountEmail: z.string().nullable(),
  /** Scopes the user granted (never tokens: those stay encrypted on the server). */
  scopes: z.array(z.string()),
  connectedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  connectedAt: z.string().nullable(),
  /** When the stored access token expires (null: no expiry, e.g. a page token). */
  expiresAt: z.string().nullable(),
  lastEventAt: z.string().nullable(),
  error: integrationError.nullable(),
});
export type Connection = z.infer<typeof connection>;

export const INTEGRATION_EVENT_TYPES = [
  'connected', 'disconnected', 'token_refreshed', 'lead_received', 'booking_created', 'booking_rescheduled',
  'booking_canceled', 'email_sent', 'email_received', 'pixel_added', 'pixel_removed', 'pixel_fired', 'error',
] as const;

/** The last things that happened on a connection, for its card and the contact's timeline. */
export const integrationEvent = z.object({
  _id: z.string(),
  kind: z.enum(INTEGRATION_KINDS),
  connectionId: z.string().nullable(),
  type: z.enum(INTEGRATION_EVENT_TYPES),
  /** A short text already in the company's words (lead form name, meeting name, subject). */
  summary: z.string(),
  contactId: z.string().nullable(),
  error: integrationError.nullable(),
  createdAt: z.string(),
});
export type IntegrationEvent = z.infer<typeof integrationEvent>;

/** Where the browser goes to give consent: the vendor's page, or the sandbox's on this server. */
export const connectSession = z.object({ token: z.string(), url: z.string() });
