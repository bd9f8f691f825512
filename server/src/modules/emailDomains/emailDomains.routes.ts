import type { FastifyInstance } from 'fastify';
import { sendingDomainCalls } from '../../../../contract/email/domains';
import { registerArea } from '../../http/route';
import * as service from './emailDomains.service';

/** Sending domains (issue 14 §3): add, verify, list, read, delete, and the sandbox DNS switch. */
export async function emailDomainRoutes(api: FastifyInstance): Promise<void> {
  registerArea(api, 'email', sendingDomainCalls, {
    addDomain: async ({ body, user, company, deps, reply }) => {
      const domain = await service.addDomain(deps, user.id, company.id, body.name);
      reply.code(201);
      return domain;
    },
    verificationStatus: ({ params, company, deps }) => service.verify(deps, company.id, params.domainId),
    allDomains: ({ query, company, deps }) => service.allDomains(deps, company.id, query),
    domainsByUser: ({ user, deps }) => service.domainsByUser(deps, user.id),
    domainByCompany: ({ company, deps }) => service.domainsByCompany(deps, company.id),
    getDomain: ({ params, company, deps }) => service.getDomain(deps, company.id, params.domainId),
    dnsRecords: ({ params, company, deps }) => service.dnsRecords(deps, company.id, params.domainId),
    deleteDomain: ({ body, company, deps }) => service.deleteDomain(deps, company.id, body.domainId),
    sandboxEmailDns: ({ params, body, company, deps }) => service.setSandboxRecords(deps, company.id, params.domainId, body),
  }, {
    // A check asks the DNS four times; an add generates an RSA key (tens of ms of CPU, off the event
    // loop): both are bounded per client, the add generously (a company has at most 10 domains anyway).
    rateLimit: { verificationStatus: 30, addDomain: 120 },
  });
}
