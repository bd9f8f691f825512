import type { FastifyInstance, FastifyReply } from 'fastify';
import { consentPage, expiredConsentPage } from '../sandboxConsentPage';
import { z } from 'zod';
import { roleAllows } from '../../../../../contract/roles';
import { SandboxScheduling, SchedulingError } from '../../../connectors/scheduling';
import { CALENDLY_SCOPES } from '../../../connectors/scheduling/scheduling.connector';
import { calendlyKeyOf, SANDBOX_CONSENT_PATH, type InviteePayload } from '../../../connectors/scheduling/sandbox';
import { calendlySignature } from '../../../connectors/scheduling/signature';
import { authenticate } from '../../../http/authenticate';
import { AppError, forbidden, notFound } from '../../../http/errors';
import { escapeHtml } from '../../../http/html';
import { findMemberRole } from '../../companies/members.repository';
import * as repo from '../integrations.repository';
import { findSubscription } from './calendly.repository';
import { CALLBACK_PATH, consentSessionOf, signingKeyOf, webhookUrl } from './calendly.service';

export const TEST_BOOKING_PATH = '/integrations/calendly/sandbox/test-booking';

const TEXT = {
  es: {
    title: 'Conectar con Calendly (sandbox)',
    intro: 'Este servidor funciona sin servicios externos: esta página sustituye a la autorización de Calendly. Al permitir, la empresa queda conectada a un usuario de prueba; sus reservas de prueba llegan firmadas al webhook como llegarían de Calendly.',
    account: 'Cuenta', permissions: 'Permisos que se conceden', allow: 'Permitir', cancel: 'Cancelar',
  },
  en: {
    title: 'Connect with Calendly (sandbox)',
    intro: 'This server runs without outside services: this page stands in for Calendly’s authorization. Allowing connects the company to a test user; its test bookings reach the webhook signed, as they would from Calendly.',
    account: 'Account', permissions: 'Permissions granted', allow: 'Allow', cancel: 'Cancel',
  },
};

const page = (reply: FastifyReply, lang: 'es' | 'en', body: string) => consentPage(reply, lang, TEXT[lang].title, body);
const expiredPage = (reply: FastifyReply) => expiredConsentPage(reply, { es: TEXT.es.title, en: TEXT.en.title });

const sandboxOf = (app: FastifyInstance): SandboxScheduling => {
  const s = app.deps.connectors.scheduling;
  if (!(s instanceof SandboxScheduling)) throw notFound('Route');
  return s;
};

const utm = z.string().trim().max(200).optional();
const testBookingBody = z.object({
  companyId: z.string().uuid(),
  action: z.enum(['book', 'reschedule', 'cancel']).default('book'),
  /** reschedule/cancel: which booking (default: the last one booked). */
  inviteeUri: z.string().max(300).optional(),
  name: z.string().trim().min(1).max(200).optional(),
  email: z.string().trim().email().max(254).optional(),
  eventName: z.string().trim().min(1).max(200).optional(),
  startTime: z.string().datetime().optional(),
  tracking: z.object({ utm_source: utm, utm_medium: utm, utm_campaign: utm, utm_term: utm, utm_content: utm }).optional(),
});

/**
 * The sandbox's stand-ins for Calendly, on only while the scheduling connector is the sandbox
 * (404 else, so never in production unless SANDBOX_IN_PRODUCTION):
 * - GET/POST `/api/integrations/calendly/sandbox/consent?state=…`: the authorization page (in the
 *   session's language) with Allow / Cancel; both go to the callback as Calendly's redirect would.
 * - POST `/api/integrations/calendly/sandbox/test-booking` `{companyId, action: book|reschedule|cancel,
 *   inviteeUri?, name?, email?, eventName?, startTime?, tracking?}` (bearer token,
 *   integrations:write): someone books (reschedules, cancels) a meeting on the connected user's
 *   page; each webhook Calendly would send reaches our endpoint signed with the subscription's key.
 */
export async function calendlySandboxRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(SANDBOX_CONSENT_PATH, { schema: { hide: true } }, async (req, reply) => {
    sandboxOf(app);
    const state = String((req.query as Record<string, unknown>).state ?? '');
    const session = state ? await consentSessionOf(app.deps, state) : undefined;
    if (!session) return expiredPage(reply);
    const lang = session.lang === 'en' ? 'en' : 'es';
    const t = TEXT[lang];
    const key = calendlyKeyOf(session.companyId);
    const body = `<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.intro)}</p>
<h2>${escapeHtml(t.account)}</h2><p>Sandbox Scheduler — scheduler.${escapeHtml(key)}@sandbox.example</p>
<h2>${escapeHtml(t.permissions)}</h2><ul>${CALENDLY_SCOPES.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>
<form method="post" action="/api${SANDBOX_CONSENT_PATH}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<button type="submit" name="decision" value="allow">${escapeHtml(t.allow)}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${escapeHtml(t.cancel)}</button>
</form>`;
    return page(reply, lang, body);
  });

  app.post(SANDBOX_CONSENT_PATH, { schema: { hide: true } }, async (req, reply) => {
    const sandbox = sandboxOf(app);
    const form = (req.body ?? {}) as Record<string, string>;
    const state = String(form.state ?? '');
    const session = state ? await consentSessionOf(app.deps, state) : undefined;
    if (!session) return expiredPage(reply);
    const query: Record<string, string> = form.decision === 'allow'
      ? { code: sandbox.issueCode(calendlyKeyOf(session.companyId)), state }
      : { error: 'access_denied', error_description: 'The resource owner denied the request.', state };
    return reply.header('cache-control', 'no-store').redirect(`/api${CALLBACK_PATH}?${new URLSearchParams(query)}`, 303);
  });

  app.post(TEST_BOOKING_PATH, { schema: { hide: true } }, async (req) => {
    const sandbox = sandboxOf(app);
    const user = await authenticate(req, app.deps);
    const parsed = testBookingBody.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid_data', parsed.error.issues[0]!.message);
    const input = parsed.data;
    const role = await findMemberRole(app.deps.db, input.companyId, user.id);
    if (!role) throw notFound('Company');
    if (!roleAllows(role, 'integrations:write')) throw forbidden();
    // The subscription as stored (not the sandbox's memory): test bookings still arrive after a restart.
    const connection = await repo.findConnection(app.deps.db, input.companyId, 'calendly');
    const stored = connection ? await findSubscription(app.deps.db, connection.id) : undefined;
    const signingKey = stored ? signingKeyOf(app.deps, stored) : null;
    if (!connection || !stored?.subscriptionUri || !signingKey) throw new AppError(409, 'not_connected', 'Connect Calendly first: no webhook subscription delivers bookings');
    const sub = { uri: stored.subscriptionUri, url: webhookUrl(app.deps, connection.id), signingKey, userUri: connection.externalId ?? '' };
    let payloads: InviteePayload[];
    try {
      if (input.action === 'book') {
        payloads = [sandbox.book(sub, { ...input, start: input.startTime ? new Date(input.startTime) : undefined, tracking: input.tracking as Record<string, string> | undefined })];
      } else {
        const invitee = input.inviteeUri ?? sandbox.lastBooking();
        if (!invitee) throw new SchedulingError('not_found', 'No booking to change: book a test meeting first', 404);
        payloads = input.action === 'reschedule' ? sandbox.reschedule(sub, invitee, input.startTime ? new Date(input.startTime) : undefined) : [sandbox.cancel(sub, invitee)];
      }
    } catch (error) {
      if (error instanceof SchedulingError) throw new AppError(404, 'not_found', error.message);
      throw error;
    }
    const deliveries = [];
    for (const p of payloads) {
      const raw = JSON.stringify(p);
      const res = await app.inject({
        method: 'POST', url: new URL(sub.url).pathname, payload: raw,
        headers: { 'content-type': 'application/json', 'calendly-webhook-signature': calendlySignature(sub.signingKey, raw, Math.floor(Date.now() / 1000)) },
      });
      deliveries.push({ event: p.event, status: res.statusCode });
    }
    const last = payloads.at(-1)!;
    return { inviteeUri: String(last.payload.uri), deliveries };
  });
}
