import type { Pipeline, PipelineStage } from '../../../../contract/pipelines';
import type { Db } from '../../db/connection';
import { invalidField, notFound } from '../../http/errors';
import { requireContact } from '../contacts/contacts.service';
import * as repo from './pipelines.repository';
import { emitWorkflowEvents } from '../workflows/workflows.events';

function toStage(row: repo.StageRow): PipelineStage {
  return {
    _id: row.id, companyId: row.companyId, pipelineId: row.pipelineId, name: row.name, color: row.color,
    position: row.position, contactCount: row.contactCount, createdAt: new Date(row.createdAt).toISOString(),
  };
}

function toPipeline(row: repo.PipelineRow, stages: repo.StageRow[]): Pipeline {
  return {
    _id: row.id, companyId: row.companyId, name: row.name, description: row.description, position: row.position,
    stages: stages.filter((s) => s.pipelineId === row.id).map(toStage),
    createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString(),
  };
}

async function requirePipeline(db: Db, companyId: string, pipelineId: string) {
  const row = await repo.findPipeline(db, companyId, pipelineId);
  if (!row) throw notFound('Pipeline');
  return row;
}

async function requireStage(db: Db, companyId: string, stageId: string) {
  const row = await repo.findStage(db, companyId, stageId);
  if (!row) throw notFound('Pipeline stage');
  return row;
}

export async function getPipeline(db: Db, companyId: string, pipelineId: string): Promise<Pipeline> {
  const row = await requirePipeline(db, companyId, pipelineId);
  return toPipeline(row, await repo.stagesOf(db, companyId, pipelineId));
}

export async function listPipelines(db: Db, companyId: string) {
  const [rows, stages] = await Promise.all([repo.listPipelines(db, companyId), repo.stagesOf(db, companyId)]);
  return { data: rows.map((r) => toPipeline(r, stages)), total: rows.length, page: 1, limit: Math.max(rows.length, 1) };
}

export async function createPipeline(
  db: Db,
  companyId: string,
  input: { name: string; description?: string | null; stages?: { name: string; color?: string | null }[] },
): Promise<Pipeline> {
  const id = await db.transaction().execute(async (trx) => {
    const row = await repo.insertPipeline(trx, { companyId, name: input.name, description: input.description || null });
    for (const [position, stage] of (input.stages ?? []).entries()) {
      await repo.insertStage(trx, { companyId, pipelineId: row.id, name: stage.name, color: stage.color ?? null, position });
    }
    return row.id;
  });
  return getPipeline(db, companyId, id);
}

export async function updatePipeline(db: Db, companyId: string, pipelineId: string, input: { name?: string; description?: string | null; position?: number }) {
  await requirePipeline(db, companyId, pipelineId);
  await db.transaction().execute(async (trx) => {
    await repo.updatePipeline(trx, pipelineId, {
      ...(input.name ? { name: input.name } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
    });
    if (input.position !== undefined) {
      const ids = (await repo.listPipelines(trx, companyId)).map((p) => p.id).filter((id) => id !== pipelineId);
      ids.splice(Math.min(input.position, ids.length), 0, pipelineId);
      await repo.writePositions(trx, 'pipelines', ids);
    }
  });
  return getPipeline(db, companyId, pipelineId);
}

export async function deletePipeline(db: Db, companyId: string, pipelineId: string) {
  await requirePipeline(db, companyId, pipelineId);
  const releasedContacts = await db.transaction().execute(async (trx) => {
    const released = await repo.deletePipeline(trx, pipelineId);
    await repo.writePositions(trx, 'pipelines', (await repo.listPipelines(trx, companyId)).map((p) => p.id));
    return released;
  });
  return { ok: true as const, releasedContacts };
}

export async function createStage(db: Db, companyId: string, input: { pipelineId: string; name: string; color?: string | null; position?: number }) {
  await requirePipeline(db, companyId, input.pipelineId);
  const id = await db.transaction().execute(async (trx) => {
    const ids = (await repo.stagesOf(trx, companyId, input.pipelineId)).map((s) => s.id);
    const stageId = await repo.insertStage(trx, { companyId, pipelineId: input.pipelineId, name: input.name, color: input.color ?? null, position: ids.length });
    ids.splice(Math.min(input.position ?? ids.length, ids.length), 0, stageId);
    await repo.writePositions(trx, 'pipeline_stages', ids);
    return stageId;
  });
  return toStage(await requireStage(db, companyId, id));
}

export async function listStages(db: Db, companyId: string, pipelineId?: string) {
  if (pipelineId) await requirePipeline(db, companyId, pipelineId);
  const data = (await repo.stagesOf(db, companyId, pipelineId)).map(toStage);
  return { data, total: data.length, page: 1, limit: Math.max(data.length, 1) };
}

export async function getStage(db: Db, companyId: string, stageId: string) {
  return toStage(await requireStage(db, companyId, stageId));
}

export async function updateStage(db: Db, companyId: string, stageId: string, input: { name?: string; color?: string | null }) {
  await requireStage(db, companyId, stageId);
  await repo.updateStage(db, stageId, {
    ...(input.name ? { name: input.name } : {}),
    ...(input.color !== undefined ? { color: input.color } : {}),
  });
  return getStage(db, companyId, stageId);
}

/** Contacts in the stage move to `moveTo` (same pipeline) when given, else leave the pipeline. */
export async function deleteStage(db: Db, companyId: string, stageId: string, moveTo?: string) {
  const stage = await requireStage(db, companyId, stageId);
  if (moveTo) {
    const target = await repo.findStage(db, companyId, moveTo);
    if (!target || target.pipelineId !== stage.pipelineId || target.id === stage.id) {
      throw invalidField('query.moveToPipelineStageId', 'Choose another stage of the same pipeline');
    }
  }
  return db.transaction().execute(async (trx) => {
    const moved = moveTo ? await repo.moveStageContacts(trx, stageId, moveTo) : [];
    // Moved out of a deleted stage, they enter the other one (one call for all of them).
    await emitWorkflowEvents(trx, moved.map((contactId) => ({ type: 'stage_entered' as const, companyId, contactId, pipelineId: stage.pipelineId, stageId: moveTo! })));
    const movedContacts = moved.length;
    const releasedContacts = await repo.deleteStage(trx, stageId);
    await repo.writePositions(trx, 'pipeline_stages', (await repo.stagesOf(trx, companyId, stage.pipelineId)).map((s) => s.id));
    return { ok: true as const, movedContacts, releasedContacts };
  });
}

export async function reorderStages(db: Db, companyId: string, pipelineId: string, stageIds: string[]) {
  await requirePipeline(db, companyId, pipelineId);
  const current = (await repo.stagesOf(db, companyId, pipelineId)).map((s) => s.id);
  const same = stageIds.length === current.length && new Set(stageIds).size === stageIds.length && stageIds.every((id) => current.includes(id));
  if (!same) throw invalidField('body.pipelineStageIds', 'Give every stage of the pipeline exactly once, in the new order');
  await repo.writePositions(db, 'pipeline_stages', stageIds);
  return listStages(db, companyId, pipelineId);
}

export async function addContactToStage(db: Db, companyId: string, contactId: string, stageId: string) {
  await requireContact(db, companyId, contactId);
  const stage = await requireStage(db, companyId, stageId);
  await db.transaction().execute(async (trx) => {
    const entered = await repo.setContactStage(trx, companyId, contactId, { id: stage.id, pipelineId: stage.pipelineId });
    if (entered) await emitWorkflowEvents(trx, [{ type: 'stage_entered', companyId, contactId, pipelineId: stage.pipelineId, stageId: stage.id }]);
  });
}

export async function removeContactFromStage(db: Db, companyId: string, contactId: string, stageId: string) {
  await requireContact(db, companyId, contactId);
  await requireStage(db, companyId, stageId);
  if (!(await repo.removeContactStage(db, contactId, stageId))) throw notFound('Contact in this stage');
}
