import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, htmlPage, sandboxPageCsp } from '../../http/html';
import { notFound } from '../../http/errors';
import { isLoopbackAddress } from '../../net/blockedAddresses';
import { listSandboxDeliveries, type SandboxDelivery } from './sandboxInbox.repository';
import { WEBHOOK_SANDBOX_URL } from '.';

const prettyBody = (body: string) => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

const renderDelivery = (d: SandboxDelivery) => `<article>
<h2>POST ${escapeHtml(d.url)}</h2>
<p class="note">${escapeHtml(d.createdAt)} · answered ${d.status}</p>
<details><summary>Headers</summary><pre class="headers">${escapeHtml(Object.entries(d.headers).map(([k, v]) => `${k}: ${v}`).join('\n'))}</pre></details>
<pre class="body">${escapeHtml(prettyBody(d.body))}</pre>
</article>`;

/**
 * GET /api/dev/webhooks: what webhook steps sent to the sandbox host (newest first), as a page,
 * or as JSON with ?format=json. The bodies carry contacts' data of every company, so like the
 * mail outbox it answers only on this machine (loopback), and is absent (404) where sandboxes
 * are off.
 */
export async function webhookSandboxRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dev/webhooks', {
    schema: { hide: true, querystring: z.object({ format: z.enum(['html', 'json']).default('html') }) },
  }, async (req, reply) => {
    if (!app.deps.config.sandboxAllowed || !isLoopbackAddress(req.ip)) throw notFound('Route');
    const deliveries = await listSandboxDeliveries(app.deps.db);
    reply.header('cache-control', 'no-store');
    if ((req.query as { format: string }).format === 'json') return { data: deliveries };
    const body = `<h1>Sandbox webhooks</h1>
<p class="note">Requests webhook steps sent to ${escapeHtml(WEBHOOK_SANDBOX_URL)}…; nothing left this machine. A path /status/503 (or any code) answers that code.</p>
${deliveries.length ? deliveries.map(renderDelivery).join('\n') : '<p>No deliveries.</p>'}`;
    return reply.type('text/html; charset=utf-8').header('content-security-policy', sandboxPageCsp()).send(htmlPage('Sandbox webhooks', body));
  });
}
