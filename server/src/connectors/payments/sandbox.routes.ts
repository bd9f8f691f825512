import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, htmlPage, sandboxPageCsp } from '../../http/html';
import { notFound } from '../../http/errors';
import { SandboxPayments } from './sandbox';

const TEXT = {
  en: {
    title: 'Confirm your payment', intro: 'Your bank asks you to confirm this payment (sandbox: no bank is contacted).',
    amount: 'Amount', card: 'Card', confirm: 'Confirm payment', fail: 'Fail authentication',
    done: 'This payment has already been answered.', back: 'Back to the app',
  },
  es: {
    title: 'Confirma tu pago', intro: 'Tu banco te pide confirmar este pago (sandbox: no se contacta con ningún banco).',
    amount: 'Importe', card: 'Tarjeta', confirm: 'Confirmar pago', fail: 'Fallar la autenticación',
    done: 'Este pago ya se ha respondido.', back: 'Volver a la aplicación',
  },
} as const;

const params = z.object({ id: z.string().regex(/^pi_sbx_[0-9a-f]{24}$/, 'Invalid payment id') });

/** The language of the app page the bank step returns to (`/es/payment/...`). */
const langOf = (path: string | null): 'en' | 'es' => (path?.startsWith('/en/') ? 'en' : 'es');

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

/**
 * The sandbox's bank step (3-D Secure) at /api/payments/sandbox/authenticate/:id: a local page
 * with Confirm and Fail, then back to the app with ?payment_intent=…&redirect_status=…, as
 * Stripe does. The random intent id is the capability: the browser has no bearer token here.
 */
export async function sandboxPaymentRoutes(app: FastifyInstance): Promise<void> {
  // Plain HTML forms post urlencoded; only this plugin's routes accept it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const sandbox = (): SandboxPayments => {
    const payments = app.deps.connectors.payments;
    if (!(payments instanceof SandboxPayments)) throw notFound('Route');
    return payments;
  };

  app.get('/payments/sandbox/authenticate/:id', { schema: { hide: true, params } }, async (req, reply) => {
    const { id } = req.params as z.infer<typeof params>;
    const view = await sandbox().authenticationView(id);
    if (!view) throw notFound('Payment');
    const t = TEXT[langOf(view.intent.returnPath)];
    const amount = new Intl.NumberFormat(langOf(view.intent.returnPath), { style: 'currency', currency: view.intent.currency.toUpperCase() })
      .format(view.intent.amountCents / 100);
    const action = `/api/payments/sandbox/authenticate/${escapeHtml(id)}`;
    const body = view.intent.status === 'requires_action'
      ? `<h1>${t.title}</h1>
<p class="note">${t.intro}</p>
<p>${t.amount}: <strong>${escapeHtml(amount)}</strong><br>${t.card}: <strong>${escapeHtml(view.method.brand)} •••• ${escapeHtml(view.method.last4)}</strong><br>${escapeHtml(view.intent.description)}</p>
<form method="post" action="${action}"><input type="hidden" name="decision" value="confirm"><button type="submit">${t.confirm}</button></form>
<form method="post" action="${action}"><input type="hidden" name="decision" value="fail"><button type="submit" class="secondary">${t.fail}</button></form>`
      : `<h1>${t.title}</h1><p>${t.done}</p>${view.intent.returnPath ? `<p><a href="${escapeHtml(withQuery(view.intent.returnPath, { payment_intent: id, redirect_status: view.intent.status }))}">${t.back}</a></p>` : ''}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', sandboxPageCsp())
      .send(htmlPage(t.title, body, langOf(view.intent.returnPath)));
  });

  app.post('/payments/sandbox/authenticate/:id', {
    schema: { hide: true, params, body: z.object({ decision: z.enum(['confirm', 'fail']) }) },
  }, async (req, reply) => {
    const { id } = req.params as z.infer<typeof params>;
    const { decision } = req.body as { decision: 'confirm' | 'fail' };
    const intent = await sandbox().decide(id, decision);
    if (!intent) throw notFound('Payment');
    if (!intent.returnPath) return { status: intent.status };
    return reply.redirect(withQuery(intent.returnPath, { payment_intent: id, redirect_status: intent.status }), 303);
  });
}
