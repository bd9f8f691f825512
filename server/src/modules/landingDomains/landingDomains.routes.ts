import type { FastifyInstance } from 'fastify';
import { domainCalls } from '../../../../contract/landings';
import { registerArea } from '../../http/route';
import * as service from './landingDomains.service';

/** Custom domains of landings, the sandbox's DNS switch and the reverse proxy's TLS ask. */
export async function landingDomainRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'landings', domainCalls, {
    createCustomDomain: async ({ body, user, company, deps, reply }) => {
      const domain = await service.create(deps, user.id, company.id, body);
      reply.code(201);
      return domain;
    },
    getLandingDomains: ({ params, company, deps }) => service.listForLanding(deps, company.id, params.landingId),
    getDomainDNS: ({ params, company, deps }) => service.get(deps, company.id, params.id),
    verifyCustomDomain: ({ body, company, deps }) => service.verify(deps, company.id, body.domainId),
    deleteCustomDomain: ({ body, company, deps }) => service.remove(deps, company.id, body.landingId, body.domainId),
    sandboxDnsRecords: ({ body, company, deps }) => service.setSandboxRecords(deps, company.id, body.domainId, body.created),
    landingsTlsAsk: ({ query, deps }) => service.tlsAsk(deps, query.domain),
  }, {
    // The proxy asks once per new name it sees (and after restarts): generous, yet a flood is cut off.
    rateLimit: { landingsTlsAsk: 1200, verifyCustomDomain: 30 },
  });
}
