import type { FastifyInstance } from 'fastify';
import { companyCalls } from '../../../../contract/companies';
import { registerArea } from '../../http/route';
import * as companies from './companies.service';
import { searchLocations } from './locations';

export async function companiesRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'companies', companyCalls, {
    createCompany: async ({ deps, user, body, reply }) => {
      const created = await companies.createCompany(deps, user.id, body);
      reply.code(201);
      return created;
    },
    listCompanies: ({ deps, user, query }) => companies.listCompanies(deps, user.id, query.page, query.limit),
    getCompany: ({ deps, company }) => companies.getCompany(deps, company),
    updateCompany: ({ deps, company, body }) => companies.editCompany(deps, company, body),
    getColumnPreferences: ({ deps, company, user, query }) => companies.getColumnPreferences(deps, company.id, user.id, query.tableType),
    saveColumnPreferences: ({ deps, company, user, body }) => companies.setColumnPreferences(deps, company.id, user.id, body),
    getLocations: async ({ query }) => ({ data: await searchLocations(query.q, query.limit) }),
  });
}
