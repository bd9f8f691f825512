import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { facebookCalls, integrationOverviewCalls } from '../../../../contract/integrations';
import { registerArea } from '../../http/route';
import { CALLBACK_PATH } from './facebook.paths';
import { facebookSandboxRoutes, sendTestLead } from './facebook.sandbox';
import * as facebook from './facebook.service';
import { facebookWebhookRoutes, redactedLog } from './facebook.webhook.routes';
import * as service from './integrations.service';

/**
 * Integrations (contract/integrations): the overview, the social network's calls, its OAuth
 * callback (a browser redirect, so public: the consent session and this browser's cookie say who
 * connects), its webhook and the sandbox's consent page and test lead.
 */
export async function integrationRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cookie);

  registerArea(app, 'integrations', integrationOverviewCalls, {
    listIntegrations: ({ company, user, deps }) => service.listIntegrations(deps.db, deps.connectors, company.id, user.id),
    listIntegrationEvents: ({ company, query, deps }) => service.listEvents(deps.db, company.id, query),
  });

  registerArea(app, 'integrations', facebookCalls, {
    connectFacebook: ({ company, user, body, deps, reply }) => facebook.connectFacebook(deps, reply, { companyId: company.id, userId: user.id, lang: body.lang }),
    disconnectFacebook: ({ company, body, deps, req }) => facebook.disconnectFacebook(deps, { companyId: company.id, connectionId: body.connectionId }, req.log),
    facebookConnections: ({ company, deps }) => facebook.facebookConnections(deps, company.id),
    facebookPages: ({ company, deps }) => facebook.facebookPages(deps, company.id),
    facebookPixels: ({ company, deps }) => facebook.facebookPixels(deps, company.id),
    addFacebookPixel: ({ company, body, deps }) => facebook.addFacebookPixel(deps, { ...body, companyId: company.id }),
    deleteFacebookPixel: ({ company, query, deps }) => facebook.deleteFacebookPixel(deps, { companyId: company.id, pixelId: query.pixelId }),
    pixelsByCompany: ({ company, deps }) => facebook.pixelsByCompany(deps, company.id),
    sendFacebookTestLead: ({ company, body, deps, req }) => sendTestLead(req.server, deps, { companyId: company.id, pageId: body.pageId, fields: body.fields }),
  });

  app.get(CALLBACK_PATH, { schema: { hide: true }, logSerializers: redactedLog }, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const pick = (k: string) => (typeof q[k] === 'string' ? (q[k] as string).slice(0, 2000) : undefined);
    const location = await facebook.finishFacebook(app.deps, req, reply, { code: pick('code'), state: pick('state'), error: pick('error') });
    return reply.header('cache-control', 'no-store').redirect(location, 303);
  });

  await app.register(facebookSandboxRoutes);
  await app.register(facebookWebhookRoutes);
}
