import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, okResponse } from './common';

/**
 * Pipelines (tag groups) with ordered stages (tags). A contact is in at most one stage per
 * pipeline. Deleting a stage releases its contacts from that pipeline, or moves them to
 * `moveToPipelineStageId` (a stage of the same pipeline) when given; deleting a pipeline deletes
 * its stages and releases its contacts. Contacts themselves are never deleted by these calls.
 */
const hexColor = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Colors look like #1e88e5');

export const pipelineStageFields = z.object({
  name: z.string().trim().min(1, 'Stage name is required').max(80, 'Stage name must have at most 80 characters'),
  color: hexColor.nullable().optional(),
});

export const pipelineStage = z.object({
  _id: z.string(),
  companyId: z.string(),
  pipelineId: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  position: z.number(),
  contactCount: z.number(),
  createdAt: z.string(),
});
export type PipelineStage = z.infer<typeof pipelineStage>;

export const pipeline = z.object({
  _id: z.string(),
  companyId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  position: z.number(),
  stages: z.array(pipelineStage),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Pipeline = z.infer<typeof pipeline>;

export const pipelineFields = z.object({
  name: z.string().trim().min(1, 'Pipeline name is required').max(120, 'Pipeline name must have at most 120 characters'),
  description: z.string().trim().max(1000).nullable().optional(),
});

const byCompany = { in: 'body', key: 'companyId' } as const;
const inParams = { in: 'params', key: 'companyId' } as const;
const pipelineParams = z.object({ companyId: id, pipelineId: id });
const stageParams = z.object({ companyId: id, pipelineStageId: id });
const contactStageBody = z.object({ companyId: id, contactId: id, pipelineStageId: id });

export const pipelineCalls = {
  createPipeline: defineCall({
    method: 'POST', path: '/pipeline', summary: 'Creates a pipeline, optionally with its stages in order',
    body: pipelineFields.extend({ companyId: id, stages: z.array(pipelineStageFields).max(50, 'At most 50 stages').optional() }),
    company: byCompany, permission: 'pipelines:write', response: pipeline,
  }),
  listPipelines: defineCall({
    method: 'GET', path: '/pipelines/:companyId', summary: "The company's pipelines in order, each with its stages and their contact counts",
    params: z.object({ companyId: id }), company: inParams, permission: 'pipelines:read', response: listOf(pipeline),
  }),
  getPipeline: defineCall({
    method: 'GET', path: '/pipeline/:companyId/:pipelineId', summary: 'One pipeline with its stages',
    params: pipelineParams, company: inParams, permission: 'pipelines:read', response: pipeline,
  }),
  updatePipeline: defineCall({
    method: 'PUT', path: '/pipeline/:companyId/:pipelineId', summary: 'Renames a pipeline or moves it to another position',
    params: pipelineParams, body: pipelineFields.partial().extend({ position: z.number().int().min(0).optional() }),
    company: inParams, permission: 'pipelines:write', response: pipeline,
  }),
  deletePipeline: defineCall({
    method: 'DELETE', path: '/pipeline/:companyId/:pipelineId', summary: 'Deletes a pipeline and its stages; its contacts are released, not deleted',
    params: pipelineParams, company: inParams, permission: 'pipelines:delete', response: z.object({ ok: z.literal(true), releasedContacts: z.number() }),
  }),
  createPipelineStage: defineCall({
    method: 'POST', path: '/pipelineStage', summary: 'Adds a stage to a pipeline (at the end unless position is given)',
    body: pipelineStageFields.extend({ companyId: id, pipelineId: id, position: z.number().int().min(0).optional() }),
    company: byCompany, permission: 'pipelines:write', response: pipelineStage,
  }),
  listCompanyPipelineStages: defineCall({
    method: 'GET', path: '/pipelineStages/:companyId', summary: 'Every stage of every pipeline of the company',
    params: z.object({ companyId: id }), company: inParams, permission: 'pipelines:read', response: listOf(pipelineStage),
  }),
  listPipelineStages: defineCall({
    method: 'GET', path: '/pipelineStages/:companyId/:pipelineId', summary: 'The stages of one pipeline in order',
    params: pipelineParams, company: inParams, permission: 'pipelines:read', response: listOf(pipelineStage),
  }),
  getPipelineStage: defineCall({
    method: 'GET', path: '/pipelineStage/:companyId/:pipelineStageId', summary: 'One stage',
    params: stageParams, company: inParams, permission: 'pipelines:read', response: pipelineStage,
  }),
  updatePipelineStage: defineCall({
    method: 'PUT', path: '/pipelineStage/:companyId/:pipelineStageId', summary: 'Renames or recolors a stage',
    params: stageParams, body: pipelineStageFields.partial(), company: inParams, permission: 'pipelines:write', response: pipelineStage,
  }),
  deletePipelineStage: defineCall({
    method: 'DELETE', path: '/pipelineStage/:companyId/:pipelineStageId',
    summary: 'Deletes a stage; its contacts move to moveToPipelineStageId (same pipeline) or leave the pipeline',
    params: stageParams, query: z.object({ moveToPipelineStageId: id.optional() }),
    company: inParams, permission: 'pipelines:delete',
    response: z.object({ ok: z.literal(true), movedContacts: z.number(), releasedContacts: z.number() }),
  }),
  pipelineStagePositions: defineCall({
    method: 'PUT', path: '/pipelineStagePositions', summary: "Reorders a pipeline's stages: every stage id of the pipeline, in the new order",
    body: z.object({ companyId: id, pipelineId: id, pipelineStageIds: z.array(id).min(1).max(50) }),
    company: byCompany, permission: 'pipelines:write', response: listOf(pipelineStage),
  }),
  addPipelineStageToContact: defineCall({
    method: 'POST', path: '/addPipelineStageToContact', summary: "Puts a contact in a stage (replacing its stage in that pipeline, if any)",
    body: contactStageBody, company: byCompany, permission: 'contacts:write', response: okResponse,
  }),
  removePipelineStageFromContact: defineCall({
    method: 'POST', path: '/removePipelineStageFromContact', summary: 'Takes a contact out of a stage (404 when it is not in it)',
    body: contactStageBody, company: byCompany, permission: 'contacts:write', response: okResponse,
  }),
  editPipelineStageOfContact: defineCall({
    method: 'PUT', path: '/editPipelineStageOfContact', summary: "Moves a contact to another stage of the new stage's pipeline",
    body: z.object({ companyId: id, contactId: id, newPipelineStageId: id }), company: byCompany, permission: 'contacts:write', response: okResponse,
  }),
} as const;
