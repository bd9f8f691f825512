import type { FastifyInstance } from 'fastify';
import { accountCalls } from '../../../../contract/accounts';
import { registerArea } from '../../http/route';
import * as accounts from './accounts.service';

export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'accounts', accountCalls, {
    userAccount: ({ deps, company }) => accounts.accountStatus(deps, company.id),
    setSpicyAccount: ({ deps, user, company, body }) => accounts.linkAccount(deps, user.id, company.id, body.accountId, 'spicy'),
    setOwnAccount: ({ deps, user, company, body }) => accounts.linkAccount(deps, user.id, company.id, body.accountId, 'own'),
    listAccounts: ({ deps, user }) => accounts.listAccounts(deps, user.id),
  });
}
