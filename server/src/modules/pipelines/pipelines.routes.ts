import type { FastifyInstance } from 'fastify';
import { pipelineCalls } from '../../../../contract/pipelines';
import { registerArea } from '../../http/route';
import * as service from './pipelines.service';

export async function pipelineRoutes(app: FastifyInstance): Promise<void> {
  registerArea(app, 'pipelines', pipelineCalls, {
    createPipeline: async ({ body, company, deps, reply }) => {
      const pipeline = await service.createPipeline(deps.db, company.id, body);
      reply.code(201);
      return pipeline;
    },
    listPipelines: ({ company, deps }) => service.listPipelines(deps.db, company.id),
    getPipeline: ({ params, company, deps }) => service.getPipeline(deps.db, company.id, params.pipelineId),
    updatePipeline: ({ params, body, company, deps }) => service.updatePipeline(deps.db, company.id, params.pipelineId, body),
    deletePipeline: ({ params, company, deps }) => service.deletePipeline(deps.db, company.id, params.pipelineId),
    createPipelineStage: async ({ body, company, deps, reply }) => {
      const stage = await service.createStage(deps.db, company.id, body);
      reply.code(201);
      return stage;
    },
    listCompanyPipelineStages: ({ company, deps }) => service.listStages(deps.db, company.id),
    listPipelineStages: ({ params, company, deps }) => service.listStages(deps.db, company.id, params.pipelineId),
    getPipelineStage: ({ params, company, deps }) => service.getStage(deps.db, company.id, params.pipelineStageId),
    updatePipelineStage: ({ params, body, company, deps }) => service.updateStage(deps.db, company.id, params.pipelineStageId, body),
    deletePipelineStage: ({ params, query, company, deps }) =>
      service.deleteStage(deps.db, company.id, params.pipelineStageId, query.moveToPipelineStageId),
    pipelineStagePositions: ({ body, company, deps }) => service.reorderStages(deps.db, company.id, body.pipelineId, body.pipelineStageIds),
    addPipelineStageToContact: async ({ body, company, deps }) => {
      await service.addContactToStage(deps.db, company.id, body.contactId, body.pipelineStageId);
      return { ok: true };
    },
    removePipelineStageFromContact: async ({ body, company, deps }) => {
      await service.removeContactFromStage(deps.db, company.id, body.contactId, body.pipelineStageId);
      return { ok: true };
    },
    editPipelineStageOfContact: async ({ body, company, deps }) => {
      await service.addContactToStage(deps.db, company.id, body.contactId, body.newPipelineStageId);
      return { ok: true };
    },
  });
}
