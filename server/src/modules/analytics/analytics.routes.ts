import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '../../../../contract/analytics';
import { registerArea } from '../../http/route';
import * as service from './analytics.service';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'analytics', analyticsCalls, {
    analyticsDashboard: ({ query, company, deps }) => service.dashboard(deps, company.id, query),
    getDashboardPreferences: ({ company, user, deps }) => service.getPreferences(deps.db, company.id, user.id),
    saveDashboardPreferences: ({ body, company, user, deps }) => service.savePreferences(deps.db, company.id, user.id, body),
  });
}
