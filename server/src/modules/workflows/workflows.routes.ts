import type { FastifyInstance } from 'fastify';
import { workflowCalls } from '../../../../contract/workflows';
import { registerArea } from '../../http/route';
import { WEBHOOK_SIGNATURE_HEADER } from '../../net/webhookSignature';
import { workflowWebhookSecret } from './webhookSecret';
import * as service from './workflows.service';

/** Workflows: definitions, status, manual and test enrollment, runs and their step logs (issue 15 §3). */
export async function workflowRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'workflows', workflowCalls, {
    createWorkflow: async ({ body, company, deps, reply }) => {
      const created = await service.createWorkflow(deps, company.id, body);
      reply.code(201);
      return created;
    },
    updateWorkflow: ({ params, body, company, deps }) => service.updateWorkflow(deps, company.id, params.id, body),
    changeWorkflowStatus: ({ body, company, deps }) => service.changeStatus(deps, company.id, body.workflowId, body.status),
    executeWorkflow: ({ body, company, deps }) => service.executeWorkflow(deps, company.id, body),
    listWorkflows: ({ query, company, deps }) => service.listWorkflows(deps, company.id, query),
    listWorkflowExecutions: ({ params, query, company, deps }) => service.listExecutions(deps, company.id, params.id, query),
    terminateWorkflowExecution: ({ body, company, deps }) => service.terminateExecution(deps, company.id, body.executionId),
    getWorkflow: ({ params, company, deps }) => service.getWorkflow(deps, company.id, params.id),
    deleteWorkflow: ({ params, company, deps }) => service.deleteWorkflow(deps, company.id, params.id),
    getWorkflowExecution: ({ params, company, deps }) => service.getExecution(deps, company.id, params.executionId),
    contactWorkflowExecutions: ({ params, query, company, deps }) => service.contactExecutions(deps, company.id, params.contactId, query.limit),
    getWorkflowWebhookSecret: async ({ params, company, deps }) => {
      await service.getWorkflow(deps, company.id, params.id); // 404 for another company's workflow
      return { secret: workflowWebhookSecret(deps.config, params.id), header: WEBHOOK_SIGNATURE_HEADER };
    },
  }, { rateLimit: { executeWorkflow: 120 } });
}
