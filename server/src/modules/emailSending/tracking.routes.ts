import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml, htmlPage, sandboxPageCsp } from '../../http/html';
import { emitWorkflowEvents } from '../workflows/workflows.events';
import { findMessageByToken, hasEvent, recordEvent, templateOfMessage, type MessageRow } from './emailSending.repository';
import { recordOutcome } from './message.send';
import { hashToken, parseClickToken, parseToken } from './tracking.tokens';

/** A 1×1 transparent GIF (43 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const PAGE = {
  es: {
    confirmTitle: 'Darte de baja',
    confirm: (company: string, email: string) => `¿Dejar de recibir correos de ${company} en ${email}?`,
    button: 'Darme de baja',
    doneTitle: 'Baja confirmada',
    done: (company: string, email: string) => `${email} ya no recibirá correos de ${company}.`,
    missingTitle: 'Enlace no válido',
    missing: 'Este enlace no existe o ha caducado.',
  },
  en: {
    confirmTitle: 'Unsubscribe',
    confirm: (company: string, email: string) => `Stop receiving emails from ${company} at ${email}?`,
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    done: (company: string, email: string) => `${email} will no longer receive emails from ${company}.`,
    missingTitle: 'Link not valid',
    missing: 'This link does not exist or has expired.',
  },
} as const;

function page(reply: FastifyReply, status: number, lang: 'es' | 'en', title: string, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store')
    .header('content-security-policy', sandboxPageCsp()).header('referrer-policy', 'no-referrer')
    .send(htmlPage(title, `<h1>${escapeHtml(title)}</h1>${body}`, lang));
}

const notFoundPage = (reply: FastifyReply, lang: 'es' | 'en' = 'es') => page(reply, 404, lang, PAGE[lang].missingTitle, `<p>${escapeHtml(PAGE[lang].missing)}</p>`);

async function companyName(app: FastifyInstance, companyId: string): Promise<string> {
  const row = await app.deps.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return row?.name ?? '';
}

async function messageOf(app: FastifyInstance, raw: string): Promise<MessageRow | undefined> {
  const token = parseToken(raw);
  return token ? findMessageByToken(app.deps.db, hashToken(token)) : undefined;
}

/**
 * Records an open or a click. The first of its kind on a message of a contact is also a workflow
 * event (email opened / link clicked), in the same transaction; later ones (every image load,
 * every further click) only record, so the pixel stays one insert.
 */
async function recordEngagement(app: FastifyInstance, message: MessageRow, type: 'opened' | 'clicked', url: string | null = null) {
  const { db } = app.deps;
  if (!message.contactId || (await hasEvent(db, message.id, type))) return recordEvent(db, message, type, url);
  const contactId = message.contactId;
  const templateId = await templateOfMessage(db, message);
  await db.transaction().execute(async (tx) => {
    await recordEvent(tx, message, type, url);
    await emitWorkflowEvents(tx, [type === 'opened'
      ? { type: 'email_opened', companyId: message.companyId, contactId, messageId: message.id, templateId }
      : { type: 'email_clicked', companyId: message.companyId, contactId, messageId: message.id, templateId, url: url ?? '' }]);
  });
}

/**
 * The public ends of a message's URLs (issue 14 §3), no session: the token in the URL is the
 * only key. Opens and clicks of test sends are not recorded. A click goes only to a link of that
 * message (by index): an unknown token or index is a 404 page, never a redirect.
 * Unsubscribe follows RFC 8058: GET shows a page with a button (mail scanners fetch links, so a
 * GET must not unsubscribe); POST, from that button or a mail client's one-click
 * (`List-Unsubscribe=One-Click`), suppresses the address and answers a page, never a redirect.
 */
export async function emailTrackingRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

  app.get('/email/o/:token', { schema: { hide: true }, config: limit(600) }, async (req, reply) => {
    const message = await messageOf(app, (req.params as { token: string }).token);
    if (message && !message.test && message.status === 'sent') await recordEngagement(app, message, 'opened');
    // Mail is read on other origins (webmail): the app-wide same-origin resource policy would stop
    // a browser from showing the pixel there.
    return reply.type('image/gif').header('cache-control', 'no-store, no-cache, must-revalidate, private').header('pragma', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin').send(PIXEL);
  });

  app.get('/email/c/:token', { schema: { hide: true }, config: limit(600) }, async (req, reply) => {
    const click = parseClickToken((req.params as { token: string }).token);
    const message = click ? await findMessageByToken(app.deps.db, hashToken(click.token)) : undefined;
    const target = message && click ? message.links[click.index] : undefined;
    if (!message || !target) return notFoundPage(reply, message?.language);
    if (!message.test) await recordEngagement(app, message, 'clicked', target);
    return reply.code(302).header('location', target).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').send();
  });

  app.get('/email/u/:token', { schema: { hide: true }, config: limit(120) }, async (req, reply) => {
    const raw = (req.params as { token: string }).token;
    const message = await messageOf(app, raw);
    if (!message) return notFoundPage(reply);
    const words = PAGE[message.language];
    const company = await companyName(app, message.companyId);
    return page(reply, 200, message.language, words.confirmTitle, `<p>${escapeHtml(words.confirm(company, message.toEmail))}</p>
<form method="post" action="${escapeHtml(raw)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(words.button)}</button></form>`);
  });

  app.post('/email/u/:token', { schema: { hide: true }, config: limit(60) }, async (req, reply) => {
    const message = await messageOf(app, (req.params as { token: string }).token);
    if (!message) return notFoundPage(reply);
    // Once per message: a second POST (button pressed twice, client retry) changes nothing. A
    // test send's link unsubscribes nobody (it went to the sender, not to a contact).
    if (!message.test && !(await hasEvent(app.deps.db, message.id, 'unsubscribed'))) {
      await app.deps.db.transaction().execute((tx) => recordOutcome(tx, message, message.toEmail, 'unsubscribed'));
    }
    const words = PAGE[message.language];
    return page(reply, 200, message.language, words.doneTitle, `<p>${escapeHtml(words.done(await companyName(app, message.companyId), message.toEmail))}</p>`);
  });
}
