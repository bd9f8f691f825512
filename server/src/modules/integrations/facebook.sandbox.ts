import type { FastifyInstance, FastifyReply } from 'fastify';
import { consentPage, expiredConsentPage } from './sandboxConsentPage';
import { businessKeyOf, SANDBOX_BUSINESS, SANDBOX_CONSENT_PATH, SandboxSocial } from '../../connectors/social/sandbox';
import { SOCIAL_SCOPES } from '../../connectors/social/social.connector';
import { signatureOf } from '../../connectors/chat/cloud.webhook';
import { escapeHtml } from '../../http/html';
import { AppError, notFound } from '../../http/errors';
import type { AppDeps } from '../../deps';
import { consentSessionOf } from './facebook.service';
import * as repo from './integrations.repository';
import { redactedLog } from './facebook.webhook.routes';
import { CALLBACK_PATH, WEBHOOK_PATH } from './facebook.paths';

const TEXT = {
  es: {
    title: 'Conectar con Facebook (sandbox)',
    intro: 'Este servidor funciona sin servicios externos: esta página sustituye al diálogo de inicio de sesión de Meta. Al permitir, la empresa queda conectada a un negocio de prueba con sus páginas, una cuenta publicitaria y sus píxeles.',
    business: 'Negocio', pages: 'Páginas', permissions: 'Permisos que se conceden',
    allow: 'Permitir', cancel: 'Cancelar',
  },
  en: {
    title: 'Connect with Facebook (sandbox)',
    intro: 'This server runs without outside services: this page stands in for Meta’s login dialog. Allowing connects the company to a test business with its pages, an ad account and its pixels.',
    business: 'Business', pages: 'Pages', permissions: 'Permissions granted',
    allow: 'Allow', cancel: 'Cancel',
  },
};

const expiredPage = (reply: FastifyReply) => expiredConsentPage(reply, { es: TEXT.es.title, en: TEXT.en.title });
const page = (reply: FastifyReply, lang: 'es' | 'en', body: string) => consentPage(reply, lang, TEXT[lang].title, body);

const sandboxOf = (app: FastifyInstance): SandboxSocial => {
  const social = app.deps.connectors.social;
  if (!(social instanceof SandboxSocial)) throw notFound('Route');
  return social;
};

/**
 * The sandbox's stand-ins for Meta, on only while the social connector is the sandbox (404 else,
 * so never in production unless SANDBOX_IN_PRODUCTION):
 * - GET/POST `/api/integrations/facebook/sandbox/consent?state=…`: the consent dialog (in the
 *   session's language) with Allow / Cancel; both go to the callback as Meta's redirect would.
 * (The test lead is the contract call `sendFacebookTestLead`, below: `sendTestLead`.)
 */
export async function facebookSandboxRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 10_000 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(SANDBOX_CONSENT_PATH, { schema: { hide: true }, logSerializers: redactedLog }, async (req, reply) => {
    sandboxOf(app);
    const state = String((req.query as Record<string, unknown>).state ?? '');
    const session = state ? await consentSessionOf(app.deps, state) : undefined;
    if (!session) return expiredPage(reply);
    const lang = session.lang === 'en' ? 'en' : 'es';
    const t = TEXT[lang];
    const body = `<h1>${escapeHtml(t.title)}</h1>
<p class="note">${escapeHtml(t.intro)}</p>
<h2>${escapeHtml(t.business)}</h2><p>${escapeHtml(SANDBOX_BUSINESS.name)}</p>
<h2>${escapeHtml(t.pages)}</h2><ul>${SANDBOX_BUSINESS.pages.map((p) => `<li>${escapeHtml(p.name)} — ${escapeHtml(p.category)}</li>`).join('')}</ul>
<h2>${escapeHtml(t.permissions)}</h2><ul>${SOCIAL_SCOPES.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('')}</ul>
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
      ? { code: sandbox.issueCode(businessKeyOf(session.companyId)), state }
      : { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied', state };
    return reply.header('cache-control', 'no-store').redirect(`/api${CALLBACK_PATH}?${new URLSearchParams(query)}`, 303);
  });
}

/**
 * The sandbox's test lead (contract `sendFacebookTestLead`; membership and integrations:write are
 * checked by the route): someone fills a lead form on a connected page of the company; our webhook
 * receives it signed with the sandbox's app secret, exactly as from Meta. 404 unless the social
 * network is the sandbox.
 */
export async function sendTestLead(app: FastifyInstance, deps: AppDeps, input: { companyId: string; pageId?: string; fields?: Record<string, string> }) {
  const sandbox = deps.connectors.social;
  if (!(sandbox instanceof SandboxSocial)) throw notFound('Route');
  const pages = await repo.listPages(deps.db, input.companyId);
  const target = input.pageId ? pages.find((p) => p.pageId === input.pageId) : pages.find((p) => p.leadsSubscribed);
  if (!target) throw new AppError(404, 'not_found', input.pageId ? `The page ${input.pageId} is not connected to this company` : 'Connect the social network first: no page receives leads');
  const lead = sandbox.createTestLead({ pageId: target.pageId, fields: input.fields });
  const raw = JSON.stringify({
    object: 'page',
    entry: [{ id: target.pageId, time: lead.createdTime, changes: [{ field: 'leadgen', value: {
      leadgen_id: lead.leadgenId, page_id: target.pageId, form_id: lead.formId, ad_id: '0', adgroup_id: '0', created_time: lead.createdTime,
    } }] }],
  });
  const delivered = await app.inject({
    method: 'POST', url: `/api${WEBHOOK_PATH}`, payload: raw,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(sandbox.appSecret, raw) },
  });
  return { leadgenId: lead.leadgenId, pageId: target.pageId, delivered: delivered.statusCode === 200 };
}
