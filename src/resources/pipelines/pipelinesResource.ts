import { pipelineCalls } from '../../../contract/pipelines';
import { defineResource, text } from '../../dataProvider/defineResource';

/** Pipelines (tag groups) with their stages; the board and its dialogs build on these calls. */
export const pipelinesResource = defineResource({
  name: 'pipelines',
  endpoints: {
    list: { call: pipelineCalls.listPipelines, args: () => ({}) },
    get: { call: pipelineCalls.getPipeline, args: ({ id }) => ({ params: { pipelineId: id } }) },
    create: {
      call: pipelineCalls.createPipeline,
      args: ({ data }) => ({ body: { name: data.name, description: data.description || null, stages: data.stages } }),
    },
    update: {
      call: pipelineCalls.updatePipeline,
      args: ({ id, data }) => ({ params: { pipelineId: id }, body: { name: data.name, description: data.description || null } }),
    },
    delete: { call: pipelineCalls.deletePipeline, args: ({ id }) => ({ params: { pipelineId: id } }) },
  },
  fields: { name: text({ required: true }), description: text({ multiline: true }) },
});
