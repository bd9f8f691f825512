import type { FastifyInstance } from 'fastify';
import { closedLoopCalls } from '../../../../contract/campaigns';
import { registerArea } from '../../http/route';
import * as rules from './closedLoop.rules';
import * as service from './closedLoop.service';

export async function closedLoopRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'closedLoop', closedLoopCalls, {
    listConversionRules: ({ params, deps }) => rules.listRules(deps, params.companyId),
    saveConversionRule: ({ params, body, deps }) => rules.saveRule(deps, params.companyId, body),
    deleteConversionRule: ({ params, deps }) => rules.deleteRule(deps, params.companyId, params.ruleId),
    listOfflineConversions: ({ params, query, deps }) => service.listOfflineConversions(deps, params.companyId, query),
    retryOfflineConversion: ({ params, deps }) => service.retryOfflineConversion(deps, params.companyId, params.conversionId),
    adPlatform: async ({ deps }) => ({ provider: deps.connectors.ads.kind }),
    simulateAdClick: ({ body, deps }) => service.simulateAdClick(deps, body.companyId, body.campaignId, body.clickedAt ? new Date(body.clickedAt) : new Date()),
  });
}
