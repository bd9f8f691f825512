import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, htmlPage, sandboxPageCsp } from '../../http/html';
import { notFound } from '../../http/errors';

/** Requests from this machine only (with TRUST_PROXY, req.ip is the client's, not the proxy's). */
const isLoopback = (ip: string) => ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/**
 * GET /api/dev/outbox: the sandbox's sent mail as a page (newest first, ?to= filters), so a
 * person trying the product offline can read the confirmation codes it mails. Whoever reads it
 * can reset any password, so it answers only on this machine (loopback), and is absent (404)
 * when real SMTP is configured and with NODE_ENV=production.
 */
/** Whether the outbox page exists on this server (also what the start-up lines may point to). */
export const outboxAvailable = (deps: { connectors: { mail: { kind: string } }; config: { NODE_ENV: string } }) =>
  deps.connectors.mail.kind === 'sandbox' && deps.config.NODE_ENV !== 'production';

export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/outbox', {
    schema: { hide: true, querystring: z.object({ to: z.string().max(320).optional() }) },
  }, async (req, reply) => {
    const mail = app.deps.connectors.mail;
    if (!outboxAvailable(app.deps) || mail.kind !== 'sandbox' || !isLoopback(req.ip)) throw notFound('Route');
    const { to } = req.query as { to?: string };
    const messages = await mail.outbox(to || undefined);
    const items = messages.map((m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="note">To <strong>${escapeHtml(m.to)}</strong> · from ${escapeHtml(m.from)} · ${escapeHtml(m.createdAt.toISOString())}${m.tag ? ` · tag ${escapeHtml(m.tag)}` : ''}</p>
<pre>${escapeHtml(m.text)}</pre>
</article>`);
    const body = `<h1>Sandbox outbox</h1>
<p class="note">Mail the product would have sent. Nothing here left this machine.</p>
<form method="get"><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to)}"><button type="submit">Filter</button></form>
${items.length ? items.join('\n') : '<p>No messages.</p>'}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', sandboxPageCsp())
      .send(htmlPage('Sandbox outbox', body));
  });
}
