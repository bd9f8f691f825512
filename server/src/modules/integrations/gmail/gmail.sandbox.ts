import type { FastifyInstance, FastifyReply } from 'fastify';
import { consentPage, expiredConsentPage } from '../sandboxConsentPage';
import { SandboxMailbox } from '../../../connectors/mailbox';
import { GMAIL_SCOPES } from '../../../connectors/mailbox/mailbox.connector';
import { SANDBOX_CONSENT_PATH } from '../../../connectors/mailbox/sandbox';
import { formatAddress } from '../../../connectors/mailbox/mime';
import type { AppDeps } from '../../../deps';
import { AppError, notFound } from '../../../http/errors';
import { escapeHtml } from '../../../http/html';
import { findUserById } from '../../users/users.repository';
import { findContact } from '../../contacts/contacts.repository';
import * as repo from '../integrations.repository';
import * as gmailRepo from './gmail.repository';
import { baseSubject, CALLBACK_PATH, consentSessionOf } from './gmail.service';
import { syncMailbox } from './gmail.sync';

/** What the contact answers when the caller writes nothing. */
const DEFAULT_REPLY = '¡Gracias! Lo revisamos y os decimos algo esta semana.';

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

const sandboxOf = (app: { deps: AppDeps }): SandboxMailbox => {
  const m = app.deps.connectors.mailbox;
  if (!(m instanceof SandboxMailbox)) throw notFound('Route');
  return m;
};

/**
 * The sandbox's consent screen for Gmail (on only while the mailbox connector is the sandbox):
 * GET/POST `/api/integrations/gmail/sandbox/consent?state=…`. The mailbox connected is the
 * address of the collaborator who started the session; Allow / Cancel go to the callback.
 * (The simulated reply is the contract call `simulateGmailReply`, below: `simulateReply`.)
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
}

/**
 * The sandbox's "simulate a reply" (contract `simulateGmailReply`; membership and contacts:write
 * are checked by the route): the contact answers the last message of one of the caller's threads.
 * The answer lands in the sandbox mailbox under a new history id, as Gmail would file it, and the
 * product picks it up through reply sync — the path a Pub/Sub push or the periodic job takes —
 * never by writing into its own tables here. 404 unless the mailbox is the sandbox.
 */
export async function simulateReply(deps: AppDeps, input: { companyId: string; userId: string; threadId: string; body?: string }) {
  const sandbox = sandboxOf({ deps });
  const c = await repo.findConnection(deps.db, input.companyId, 'gmail', input.userId);
  if (!c || c.status !== 'connected') throw new AppError(409, 'token_expired', 'Your Gmail mailbox is not connected: connect it on the integrations screen');
  const address = (c.accountEmail ?? c.accountName).toLowerCase();
  const thread = await gmailRepo.threadMessages(deps.db, input.companyId, address, input.threadId);
  if (!thread.length) throw new AppError(404, 'not_found', 'That conversation is not in your mailbox');
  const last = thread.at(-1)!;
  const contact = await findContact(deps.db, input.companyId, last.contactId);
  const contactAddress = last.direction === 'sent' ? last.toAddress : last.fromAddress;
  sandbox.receiveReply({
    mailbox: address, threadId: input.threadId, from: formatAddress(contactAddress, contact ? `${contact.name ?? ''} ${contact.surname ?? ''}`.trim() : null),
    subject: `Re: ${baseSubject(thread[0]!.subject)}`, text: input.body ?? DEFAULT_REPLY,
    inReplyTo: last.messageIdHeader || undefined, references: thread.map((m) => m.messageIdHeader).filter(Boolean),
  });
  return syncMailbox(deps, c.id).then(({ received }) => ({ received }));
}
