import type { FastifyInstance } from 'fastify';
import { dataProtectionCalls } from '../../../../contract/dataProtection';
import { registerArea } from '../../http/route';
import * as service from './dataProtection.service';

export async function dataProtectionRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'dataProtection', dataProtectionCalls, {
    exportContactPersonalData: ({ params, company, deps, reply }) => service.sendPersonalData(deps.db, company.id, params.contactId, reply),
    eraseContactPersonalData: ({ params, company, deps, user, req }) => service.eraseContact(deps, company.id, params.contactId, user.id, req.log),
    listContactErasures: ({ query, company, deps }) => service.pageErasures(deps.db, company.id, query.page, query.limit),
  });
}
