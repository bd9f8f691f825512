import type { FastifyInstance, FastifyReply } from 'fastify';
import { consentPage, expiredConsentPage } from '../sandboxConsentPage';
import type { z } from 'zod';
import type { calendlyCalls } from '../../../../../contract/integrations';
import { SandboxScheduling, SchedulingError } from '../../../connectors/scheduling';
import { CALENDLY_SCOPES } from '../../../connectors/scheduling/scheduling.connector';
import { calendlyKeyOf, SANDBOX_CONSENT_PATH, type InviteePayload } from '../../../connectors/scheduling/sandbox';
import { calendlySignature } from '../../../connectors/scheduling/signature';
import type { AppDeps } from '../../../deps';
import { AppError, notFound } from '../../../http/errors';
import { escapeHtml } from '../../../http/html';
import * as repo from '../integrations.repository';
import { findSubscription } from './calendly.repository';
import { CALLBACK_PATH, consentSessionOf, signingKeyOf, webhookUrl } from './calendly.service';

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

const sandboxOf = (app: { deps: AppDeps }): SandboxScheduling => {
  const s = app.deps.connectors.scheduling;
  if (!(s instanceof SandboxScheduling)) throw notFound('Route');
  return s;
};

/**
 * The sandbox's stand-ins for Calendly, on only while the scheduling connector is the sandbox
 * (404 else, so never in production unless SANDBOX_IN_PRODUCTION):
 * - GET/POST `/api/integrations/calendly/sandbox/consent?state=…`: the authorization page (in the
 *   session's language) with Allow / Cancel; both go to the callback as Calendly's redirect would.
 * (Test bookings are the contract calls `calendlyTestBooking` and `calendlyLastTestBooking`,
 * below: `sendTestBooking` and `lastTestBooking`.)
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
}

type TestBookingInput = z.output<(typeof calendlyCalls)['calendlyTestBooking']['body']>;

/** The company's connection and its stored subscription (not the sandbox's memory: test bookings still arrive after a restart). */
async function storedSubscription(deps: AppDeps, companyId: string) {
  const connection = await repo.findConnection(deps.db, companyId, 'calendly');
  const stored = connection ? await findSubscription(deps.db, connection.id) : undefined;
  const signingKey = stored ? signingKeyOf(deps, stored) : null;
  if (!connection || !stored?.subscriptionUri || !signingKey) throw new AppError(409, 'not_connected', 'Connect Calendly first: no webhook subscription delivers bookings');
  return { uri: stored.subscriptionUri, url: webhookUrl(deps, connection.id), signingKey, userUri: connection.externalId ?? '' };
}

/**
 * The sandbox's test booking (contract `calendlyTestBooking`; membership and integrations:write
 * are checked by the route): someone books, reschedules or cancels a meeting on the connected
 * user's page, and each webhook Calendly would send reaches our endpoint signed with the
 * subscription's key, exactly as from Calendly. 404 unless the scheduling service is the sandbox.
 */
export async function sendTestBooking(app: FastifyInstance, deps: AppDeps, input: TestBookingInput & { companyId: string }) {
  const sandbox = sandboxOf({ deps });
  const sub = await storedSubscription(deps, input.companyId);
  let payloads: InviteePayload[];
  try {
    if (input.action === 'book') {
      payloads = [sandbox.book(sub, { ...input, start: input.startTime ? new Date(input.startTime) : undefined, tracking: input.tracking as Record<string, string> | undefined })];
    } else {
      const invitee = input.inviteeUri ?? sandbox.lastBooking(sub.userUri)?.uri;
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
  return { inviteeUri: String(payloads.at(-1)!.payload.uri), deliveries };
}

/** The last test meeting still booked on the company's sandbox page (contract `calendlyLastTestBooking`). */
export async function lastTestBooking(deps: AppDeps, companyId: string) {
  const sandbox = sandboxOf({ deps });
  const connection = await repo.findConnection(deps.db, companyId, 'calendly');
  const b = connection?.status === 'connected' && connection.externalId ? sandbox.lastBooking(connection.externalId) : undefined;
  return { booking: b ? { inviteeUri: b.uri, name: b.name, email: b.email, eventName: b.eventName, startTime: b.start.toISOString() } : null };
}
