import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SchedulingError, type SchedulingConnector, type SchedulingTokens, type SchedulingUser } from './scheduling.connector';

/** Where the sandbox's consent page lives (under /api); the calendly module serves it. */
export const SANDBOX_CONSENT_PATH = '/integrations/calendly/sandbox/consent';
/** Calendly's access tokens last 2 hours. */
export const ACCESS_TTL_MS = 2 * 3_600_000;
/** A reserved host (RFC 2606): the sandbox's URIs look like Calendly's and can never be fetched. */
const HOST = 'https://calendly.sandbox.invalid';

/** A company's sandbox Calendly user key: 8 digits, stable for the company. */
export const calendlyKeyOf = (companyId: string) =>
  String(parseInt(createHash('sha256').update(`calendly ${companyId}`).digest('hex').slice(0, 12), 16) % 100_000_000).padStart(8, '0');

export type InviteePayload = {
  event: 'invitee.created' | 'invitee.canceled';
  created_at: string;
  created_by: string;
  payload: Record<string, unknown>;
};

type Booking = { uri: string; userUri: string; name: string; email: string; eventName: string; start: Date; minutes: number; tracking: Record<string, string | null>; answers: { question: string; answer: string }[] };
type Subscription = { uri: string; url: string; signingKey: string; userUri: string };

/**
 * The offline stand-in for Calendly. Tokens are opaque strings carrying the user key and their
 * expiry; refresh tokens are single use as Calendly's are (kept in this process). Subscriptions
 * and test bookings live in memory; nothing leaves the process.
 */
export class SandboxScheduling implements SchedulingConnector {
  readonly provider = 'sandbox' as const;
  readonly #usedRefresh = new Set<string>();
  readonly #revoked = new Set<string>();
  readonly subscriptions = new Map<string, Subscription>();
  readonly #bookings = new Map<string, Booking>();

  constructor(private readonly now: () => Date = () => new Date()) {}

  authorizeUrl(input: { state: string }): string {
    return `/api${SANDBOX_CONSENT_PATH}?state=${encodeURIComponent(input.state)}`;
  }

  issueCode(key: string): string {
    return `sbxcalcode.${key}.${randomBytes(12).toString('base64url')}`;
  }

  #tokens(key: string): SchedulingTokens {
    const expiresAt = new Date(this.now().getTime() + ACCESS_TTL_MS);
    return {
      accessToken: `sbxcal.at.${key}.${expiresAt.getTime()}.${randomBytes(12).toString('base64url')}`,
      refreshToken: `sbxcal.rt.${key}.${randomBytes(12).toString('base64url')}`,
      expiresAt,
    };
  }

  #keyOf(accessToken: string): string {
    const m = /^sbxcal\.at\.(\d{8})\.(\d+)\./.exec(accessToken);
    if (!m || this.#revoked.has(accessToken)) throw new SchedulingError('token_expired', 'The access token is invalid', 401);
    if (Number(m[2]) <= this.now().getTime()) throw new SchedulingError('token_expired', 'The access token expired', 401);
    return m[1]!;
  }

  async exchangeCode(code: string): Promise<SchedulingTokens> {
    const m = /^sbxcalcode\.(\d{8})\./.exec(code);
    if (!m) throw new SchedulingError('consent_denied', 'The provided authorization grant is invalid', 400);
    return this.#tokens(m[1]!);
  }

  async refresh(refreshToken: string): Promise<SchedulingTokens> {
    const m = /^sbxcal\.rt\.(\d{8})\./.exec(refreshToken);
    if (!m || this.#usedRefresh.has(refreshToken) || this.#revoked.has(refreshToken)) {
      throw new SchedulingError('token_revoked', 'The provided authorization grant is invalid, expired, revoked', 400);
    }
    this.#usedRefresh.add(refreshToken);
    return this.#tokens(m[1]!);
  }

  async me(accessToken: string): Promise<SchedulingUser> {
    const key = this.#keyOf(accessToken);
    return { uri: `${HOST}/users/U${key}`, name: 'Sandbox Scheduler', email: `scheduler.${key}@sandbox.example`, organization: `${HOST}/organizations/O${key}` };
  }

  async createWebhook(accessToken: string, input: { url: string; user: SchedulingUser; signingKey: string }): Promise<{ uri: string }> {
    this.#keyOf(accessToken);
    const uri = `${HOST}/webhook_subscriptions/${randomUUID()}`;
    this.subscriptions.set(uri, { uri, url: input.url, signingKey: input.signingKey, userUri: input.user.uri });
    return { uri };
  }

  async deleteWebhook(accessToken: string, uri: string): Promise<void> {
    this.#keyOf(accessToken);
    if (!this.subscriptions.delete(uri)) throw new SchedulingError('not_found', 'The webhook subscription was not found', 404);
  }

  async revoke(token: string): Promise<void> {
    this.#revoked.add(token);
  }

  /** The subscription delivering to `url` (the sandbox's "book a test meeting" signs with its key). */
  subscriptionFor(url: string): Subscription | undefined {
    return [...this.subscriptions.values()].find((s) => s.url === url);
  }

  #payload(event: InviteePayload['event'], s: Subscription, b: Booking, extra: Record<string, unknown>): InviteePayload {
    const [eventPath] = b.uri.split('/invitees/');
    const [first, ...rest] = b.name.split(' ');
    return {
      event, created_at: this.now().toISOString(), created_by: s.userUri,
      payload: {
        uri: b.uri, email: b.email, name: b.name, first_name: first ?? null, last_name: rest.join(' ') || null,
        status: event === 'invitee.created' ? 'active' : 'canceled', timezone: 'Europe/Madrid', rescheduled: false,
        old_invitee: null, new_invitee: null, cancel_url: `${HOST}/cancellations/x`, reschedule_url: `${HOST}/reschedulings/x`,
        text_reminder_number: null, questions_and_answers: b.answers, tracking: b.tracking,
        scheduled_event: {
          uri: eventPath, name: b.eventName, start_time: b.start.toISOString(), end_time: new Date(b.start.getTime() + b.minutes * 60_000).toISOString(),
          event_type: `${HOST}/event_types/demo`, location: { type: 'google_conference' }, event_memberships: [{ user: s.userUri, user_email: null }],
        },
        cancellation: null, no_show: null, payment: null,
        ...extra,
      },
    };
  }

  /** Someone books a meeting through the connected user's scheduling page. */
  book(s: Subscription, input: { name?: string; email?: string; eventName?: string; start?: Date; tracking?: Record<string, string>; answers?: { question: string; answer: string }[] }): InviteePayload {
    const n = this.#bookings.size + 1;
    const booking: Booking = {
      uri: `${HOST}/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`, userUri: s.userUri,
      name: input.name ?? 'Marta Ruiz', email: (input.email ?? `marta.ruiz.${n}.${randomBytes(3).toString('hex')}@example.com`).toLowerCase(),
      eventName: input.eventName ?? 'Demo call (30 min)', start: input.start ?? new Date(Math.ceil((this.now().getTime() + 2 * 86_400_000) / 3_600_000) * 3_600_000), minutes: 30,
      tracking: { utm_source: null, utm_medium: null, utm_campaign: null, utm_content: null, utm_term: null, salesforce_uuid: null, ...input.tracking },
      answers: input.answers ?? [{ question: 'What would you like to talk about?', answer: 'Pricing for 10 seats' }],
    };
    this.#bookings.set(booking.uri, booking);
    return this.#payload('invitee.created', s, booking, {});
  }

  /**
   * The last meeting still booked on this user's page (one sandbox serves every company: each
   * company's connected user sees only its own bookings), or undefined.
   */
  lastBooking(userUri: string): { uri: string; name: string; email: string; eventName: string; start: Date } | undefined {
    const b = [...this.#bookings.values()].filter((x) => x.userUri === userUri).at(-1);
    return b && { uri: b.uri, name: b.name, email: b.email, eventName: b.eventName, start: b.start };
  }

  /** A booking of this subscription's user (another company's is "not found", as at Calendly). */
  #ownBooking(s: Subscription, inviteeUri: string): Booking {
    const b = this.#bookings.get(inviteeUri);
    if (!b || b.userUri !== s.userUri) throw new SchedulingError('not_found', 'No such invitee', 404);
    return b;
  }

  /** Calendly's reschedule: the old invitee canceled (rescheduled: true) and a new one created. */
  reschedule(s: Subscription, inviteeUri: string, start?: Date): InviteePayload[] {
    const old = this.#ownBooking(s, inviteeUri);
    const next: Booking = { ...old, uri: `${old.uri.split('/invitees/')[0]}/invitees/${randomUUID()}`, start: start ?? new Date(old.start.getTime() + 86_400_000) };
    this.#bookings.delete(inviteeUri);
    this.#bookings.set(next.uri, next);
    return [
      this.#payload('invitee.canceled', s, old, { rescheduled: true, new_invitee: next.uri, cancellation: { canceled_by: old.name, reason: null, canceler_type: 'invitee' } }),
      this.#payload('invitee.created', s, next, { old_invitee: old.uri }),
    ];
  }

  cancel(s: Subscription, inviteeUri: string, reason = 'Something came up'): InviteePayload {
    const b = this.#ownBooking(s, inviteeUri);
    this.#bookings.delete(inviteeUri);
    return this.#payload('invitee.canceled', s, b, { cancellation: { canceled_by: b.name, reason, canceler_type: 'invitee' } });
  }
}
