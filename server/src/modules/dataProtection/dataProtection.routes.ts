import type { FastifyInstance } from 'fastify';
import { dataProtectionCalls } from '../../../../contract/dataProtection';
import { registerArea } from '../../http/route';
import * as service from './dataProtection.service';
import * as account from './accountDeletion.service';
import * as company from './companyDeletion.service';

/**
 * Data protection (issue 17): one contact's data exported or erased on request, and deleting
 * one's account or a company with a grace period (the purge is `dataProtection.jobs.ts`).
 */
export async function dataProtectionRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'dataProtection', dataProtectionCalls, {
    exportContactPersonalData: ({ params, company: c, deps, reply }) => service.sendPersonalData(deps.db, c.id, params.contactId, reply),
    eraseContactPersonalData: ({ params, company: c, deps, user, req }) => service.eraseContact(deps, c.id, params.contactId, user.id, req.log),
    listContactErasures: ({ query, company: c, deps }) => service.pageErasures(deps.db, c.id, query.page, query.limit),
    getAccountDeletion: ({ deps, user }) => account.getAccountDeletion(deps, user),
    requestAccountDeletion: ({ deps, user, body }) => account.requestAccountDeletion(deps, user, body),
    cancelAccountDeletion: ({ deps, user }) => account.cancelAccountDeletion(deps, user),
    scheduleCompanyDeletion: ({ deps, user, company: c, body }) => company.scheduleCompanyDeletion(deps, c, user, body.confirmName),
    cancelCompanyDeletion: ({ deps, company: c }) => company.cancelCompanyDeletion(deps, c),
  }, { rateLimit: { requestAccountDeletion: 20 } });
}
