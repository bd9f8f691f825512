import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { calendlyCalls } from '../../../../../contract/integrations';
import { registerArea } from '../../../http/route';
import { calendlySandboxRoutes, lastTestBooking, sendTestBooking } from './calendly.sandbox';
import * as calendly from './calendly.service';
import { calendlyWebhookRoutes } from './calendly.webhook.routes';

/**
 * The scheduling integration (contract/integrations calendlyCalls): connect and disconnect, the
 * OAuth callback (a browser redirect, so public: the consent session and this browser's cookie
 * say who connects), the signed webhook and the sandbox's consent page and test bookings.
 */
export async function calendlyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cookie);

  registerArea(app, 'integrations', calendlyCalls, {
    calendlyConnectSession: ({ company, user, body, deps, reply }) => calendly.connectCalendly(deps, reply, { companyId: company.id, userId: user.id, lang: body.lang }),
    disconnectCalendly: ({ company, body, deps, req }) => calendly.disconnectCalendly(deps, { companyId: company.id, connectionId: body.connectionId }, req.log),
    calendlyTestBooking: ({ company, body, deps, req }) => sendTestBooking(req.server, deps, { ...body, companyId: company.id }),
    calendlyLastTestBooking: ({ company, deps }) => lastTestBooking(deps, company.id),
  });

  app.get(calendly.CALLBACK_PATH, { schema: { hide: true } }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const pick = (k: string) => (typeof q[k] === 'string' ? (q[k] as string).slice(0, 2000) : undefined);
    const location = await calendly.finishCalendly(app.deps, req, reply, { code: pick('code'), state: pick('state'), error: pick('error') });
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });

  await app.register(calendlySandboxRoutes);
  await app.register(calendlyWebhookRoutes);
}
