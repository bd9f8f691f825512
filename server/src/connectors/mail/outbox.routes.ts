import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml, htmlPage } from '../../http/html';
import { notFound } from '../../http/errors';
import type { StoredMail } from './mail.connector';

/** Requests from this machine only (with TRUST_PROXY, req.ip is the client's, not the proxy's). */
const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** Whether the outbox page exists on this server (also what the start-up lines may point to). */
export const outboxAvailable = (deps: { connectors: { mail: { kind: string } }; config: { NODE_ENV: string } }) =>
  deps.connectors.mail.kind === 'sandbox' && deps.config.NODE_ENV !== 'production';

/**
 * The page's CSP. Each message's HTML is shown in a sandboxed iframe (`srcdoc`: no script, its
 * own opaque origin), which inherits this policy: its images load from anywhere (the open pixel
 * on PUBLIC_URL and the images of a template), so reading a message here records a real open,
 * and a link opens in a new tab (the click redirect records the click). Everything else is off.
 */
const outboxCsp = () =>
  ["default-src 'none'", "style-src 'unsafe-inline'", 'img-src * data:', "frame-src 'self' about:", "form-action 'self'", "frame-ancestors 'none'", "base-uri 'none'"].join('; ');

/** Links in a message open outside the frame (a sandboxed frame cannot navigate the page). */
const inNewTab = (html: string) => {
  if (/<base\b/i.test(html)) return html;
  const head = /<head\b[^>]*>/i.exec(html);
  return head ? html.replace(head[0], `${head[0]}<base target="_blank">`) : `<base target="_blank">${html}`;
};

function renderMessage(m: StoredMail, standalone: boolean): string {
  const headers = Object.entries(m.headers);
  return `<article>
<h2>${standalone ? escapeHtml(m.subject) : `<a href="/api/dev/outbox/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a>`}</h2>
<p class="note">To <strong>${escapeHtml(m.to)}</strong> · from ${escapeHtml(m.from)} · ${escapeHtml(m.createdAt.toISOString())}${m.tag ? ` · tag ${escapeHtml(m.tag)}` : ''}</p>
${headers.length || m.messageId ? `<details${standalone ? ' open' : ''}><summary>Headers</summary><pre class="headers">${escapeHtml([...(m.messageId ? [`Message-ID: ${m.messageId}`] : []), ...headers.map(([k, v]) => `${k}: ${v}`)].join('\n'))}</pre></details>` : ''}
${m.html ? `<iframe title="${escapeHtml(m.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(inNewTab(m.html))}" style="width:100%;height:${standalone ? 720 : 420}px;border:1px solid #dde1e6;border-radius:4px;background:#fff"></iframe>
<details><summary>Text</summary><pre class="text">${escapeHtml(m.text)}</pre></details>` : `<pre class="text">${escapeHtml(m.text)}</pre>`}
</article>`;
}

function send(reply: FastifyReply, title: string, body: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').header('content-security-policy', outboxCsp()).send(htmlPage(title, body));
}

/**
 * GET /api/dev/outbox: the sandbox's sent mail as a page (newest first, ?to= filters), so a
 * person trying the product offline can read the confirmation codes it mails; GET
 * /api/dev/outbox/:id shows one message alone. Whoever reads it can reset any password, so it
 * answers only on this machine (loopback), and is absent (404) when real mail is configured and
 * with NODE_ENV=production.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const sandbox = (ip: string) => {
    const mail = app.deps.connectors.mail;
    if (!outboxAvailable(app.deps) || mail.kind !== 'sandbox' || !isLoopback(ip)) throw notFound('Route');
    return mail;
  };

  app.get('/dev/outbox', {
    schema: { hide: true, querystring: z.object({ to: z.string().max(320).optional() }) },
  }, async (req, reply) => {
    const mail = sandbox(req.ip);
    const { to } = req.query as { to?: string };
    const messages = await mail.outbox(to || undefined);
    const body = `<h1>Sandbox outbox</h1>
<p class="note">Mail the product would have sent. Nothing here left this machine. Viewing a marketing message records an open; its links record clicks.</p>
<form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to)}"><button type="submit">Filter</button></form>
${messages.length ? messages.map((m) => renderMessage(m, false)).join('\n') : '<p>No messages.</p>'}`;
    return send(reply, 'Sandbox outbox', body);
  });

  app.get('/dev/outbox/:id', { schema: { hide: true, params: z.object({ id: z.string().max(64) }) } }, async (req, reply) => {
    const mail = sandbox(req.ip);
    const message = await mail.outboxMessage?.((req.params as { id: string }).id);
    if (!message) throw notFound('Message');
    return send(reply, message.subject, `<p><a href="/api/dev/outbox">← Sandbox outbox</a></p>${renderMessage(message, true)}`);
  });
}
