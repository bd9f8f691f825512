import type { FastifyInstance, FastifyReply } from 'fastify';
import { consentPage, expiredConsentPage } from '../sandboxConsentPage';
import { z } from 'zod';
import { roleAllows } from '../../../../../contract/roles';
import { authenticate } from '../../../http/authenticate';
import { findMemberRole } from '../../companies/members.repository';
import { SandboxMailbox } from '../../../connectors/mailbox';
import { GMAIL_SCOPES } from '../../../connectors/mailbox/mailbox.connector';
import { SANDBOX_CONSENT_PATH } from '../../../connectors/mailbox/sandbox';
import { AppError, forbidden, notFound } from '../../../http/errors';
import { escapeHtml } from '../../../http/html';
import { findUserById } from '../../users/users.repository';
import { CALLBACK_PATH, consentSessionOf, simulateReply } from './gmail.service';

export const SIMULATE_REPLY_PATH = '/integrations/gmail/sandbox/simulate-reply';
const simulateBody = z.object({ companyId: z.string().uuid(), threadId: z.string().trim().min(1).max(100), body: z.string().trim().min(1).max(5000).default('¡Gracias! Lo revisamos y os decimos algo esta semana.') });

const TEXT = {
  es: {
    title: 'Conectar Gmail (sandbox)',
    intro: 'Este servidor funciona sin servicios externos: esta página sustituye a la pantalla de consentimiento de Google. Al permitir, tu buzón de prueba queda conectado; lo que envíes desde una ficha de contacto se guarda en el servidor y no sale a Internet.',
    mailbox: 'Buzón', permissions: 'Permisos que se conceden', allow: 'Permitir', cancel: 'Cancelar',
  },
  en: {
    title: 'Connect Gmail (sandbox)',
    intro: 'This server runs without outside services: this page stands in for Google’s consent screen. Allowing connects your test mailbox; what you send from a contact’s page is kept on the server and never leaves it.',
    mailbox: 'Mailbox', permissions: 'Permissions granted', allow: 'Allow', cancel: 'Cancel',
  },
};

const page = (reply: FastifyReply, lang: 'es' | 'en', body: string) => consentPage(reply, lang, TEXT[lang].title, body);
const expiredPage = (reply: FastifyReply) => expiredConsentPage(reply, { es: TEXT.es.title, en: TEXT.en.title });

const sandboxOf = (app: FastifyInstance): SandboxMailbox => {
  const m = app.deps.connectors.mailbox;
  if (!(m instanceof SandboxMailbox)) throw notFound('Route');
  return m;
};

/**
 * The sandbox's consent screen for Gmail (on only while the mailbox connector is the sandbox):
 * GET/POST `/api/integrations/gmail/sandbox/consent?state=…`. The mailbox connected is the
 * address of the collaborator who started the session; Allow / Cancel go to the callback.
 * POST `/api/integrations/gmail/sandbox/simulate-reply` `{companyId, threadId, body?}` (bearer
 * token, contacts:write, a thread of the caller's own mailbox): the contact answers, filed as a
 * received message with an `email_received` event (what reply sync will do; not built yet).
 */
export async function gmailSandboxRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(SANDBOX_CONSENT_PATH, { schema: { hide: true } }, async (req, reply) => {
    sandboxOf(app);
    const state = String((req.query as Record<string, unknown>).state ?? '');
    const session = state ? await consentSessionOf(app.deps, state) : undefined;
    const user = session ? await findUserById(app.deps.db, session.userId) : undefined;
    if (!session || !user) return expiredPage(reply);
    const lang = session.lang === 'en' ? 'en' : 'es';
    const t = TEXT[lang];
    const body = `<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.intro)}</p>
<h2>${escapeHtml(t.mailbox)}</h2><p>${escapeHtml(user.email)}</p>
<h2>${escapeHtml(t.permissions)}</h2><ul>${GMAIL_SCOPES.map((s) => `<li><code>${escapeHtml(s.replace(/^.*\/auth\//, ''))}</code></li>`).join('')}</ul>
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
    const user = session ? await findUserById(app.deps.db, session.userId) : undefined;
    if (!session || !user) return expiredPage(reply);
    const query: Record<string, string> = form.decision === 'allow' ? { code: sandbox.issueCode(user.email.toLowerCase()), state } : { error: 'access_denied', state };
    return reply.header('cache-control', 'no-store').redirect(`/api${CALLBACK_PATH}?${new URLSearchParams(query)}`, 303);
  });

  app.post(SIMULATE_REPLY_PATH, { schema: { hide: true } }, async (req) => {
    sandboxOf(app);
    const user = await authenticate(req, app.deps);
    const parsed = simulateBody.safeParse(req.body);
    if (!parsed.success) throw new AppError(400, 'invalid_data', parsed.error.issues[0]!.message);
    const role = await findMemberRole(app.deps.db, parsed.data.companyId, user.id);
    if (!role) throw notFound('Company');
    if (!roleAllows(role, 'contacts:write')) throw forbidden();
    return simulateReply(app.deps, { ...parsed.data, userId: user.id });
  });
}
