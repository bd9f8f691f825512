import type { FastifyInstance } from 'fastify';
import { dataProtectionCalls } from '../../../../contract/dataProtection';
import { registerArea } from '../../http/route';
import * as account from './accountDeletion.service';
import * as company from './companyDeletion.service';

/** Deleting one's account or a company, with a grace period (issue 17); the purge is `dataProtection.jobs.ts`. */
export async function dataProtectionRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'dataProtection', dataProtectionCalls, {
    getAccountDeletion: ({ deps, user }) => account.getAccountDeletion(deps, user),
    requestAccountDeletion: ({ deps, user, body }) => account.requestAccountDeletion(deps, user, body),
    cancelAccountDeletion: ({ deps, user }) => account.cancelAccountDeletion(deps, user),
    scheduleCompanyDeletion: ({ deps, user, company: c, body }) => company.scheduleCompanyDeletion(deps, c, user, body.confirmName),
    cancelCompanyDeletion: ({ deps, company: c }) => company.cancelCompanyDeletion(deps, c),
  }, { rateLimit: { requestAccountDeletion: 20 } });
}
