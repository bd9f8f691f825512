import { sql, type Selectable } from 'kysely';
import type { Conn } from '../contacts/contacts.repository';
import type { PipelineStagesTable, PipelinesTable } from './pipelines.tables';
import './pipelines.tables';

export type PipelineRow = Selectable<PipelinesTable>;
export type StageRow = Selectable<PipelineStagesTable> & { contactCount: number };

const stageColumns = sql`st.id, st.company_id, st.pipeline_id, st.name, st.color, st.position, st.created_at,
  (SELECT count(*)::int FROM contact_pipeline_stages s WHERE s.stage_id = st.id) AS contact_count`;

export async function listPipelines(db: Conn, companyId: string): Promise<PipelineRow[]> {
  return db.selectFrom('pipelines').selectAll().where('companyId', '=', companyId).orderBy('position').orderBy('createdAt').execute();
}

export async function findPipeline(db: Conn, companyId: string, id: string): Promise<PipelineRow | undefined> {
  return db.selectFrom('pipelines').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
}

export async function insertPipeline(db: Conn, values: { companyId: string; name: string; description: string | null }): Promise<PipelineRow> {
  return db
    .insertInto('pipelines')
    .values({ ...values, position: sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM pipelines WHERE company_id = ${values.companyId})` })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updatePipeline(db: Conn, id: string, changes: { name?: string; description?: string | null }): Promise<void> {
  await db.updateTable('pipelines').set({ ...changes, updatedAt: new Date() }).where('id', '=', id).execute();
}

export async function deletePipeline(db: Conn, id: string): Promise<number> {
  const released = await db.selectFrom('contactPipelineStages').select((eb) => eb.fn.countAll<number>().as('n')).where('pipelineId', '=', id).executeTakeFirst();
  await db.deleteFrom('pipelines').where('id', '=', id).execute();
  return Number(released?.n ?? 0);
}

/** Writes positions 0..n-1 in the given order (pipelines or stages). */
export async function writePositions(db: Conn, table: 'pipelines' | 'pipeline_stages', ids: string[]): Promise<void> {
  if (!ids.length) return;
  await sql`
    UPDATE ${sql.table(table)} t SET position = o.ord - 1
    FROM unnest(${ids}::uuid[]) WITH ORDINALITY AS o(id, ord) WHERE t.id = o.id`.execute(db);
}

export async function stagesOf(db: Conn, companyId: string, pipelineId?: string): Promise<StageRow[]> {
  const byPipeline = pipelineId ? sql`AND st.pipeline_id = ${pipelineId}` : sql``;
  const result = await sql<StageRow>`
    SELECT ${stageColumns} FROM pipeline_stages st
    JOIN pipelines p ON p.id = st.pipeline_id
    WHERE st.company_id = ${companyId} ${byPipeline}
    ORDER BY p.position, p.created_at, st.position, st.created_at`.execute(db);
  return result.rows;
}

export async function findStage(db: Conn, companyId: string, id: string): Promise<StageRow | undefined> {
  const result = await sql<StageRow>`SELECT ${stageColumns} FROM pipeline_stages st WHERE st.company_id = ${companyId} AND st.id = ${id}`.execute(db);
  return result.rows[0];
}

export async function insertStage(
  db: Conn,
  values: { companyId: string; pipelineId: string; name: string; color: string | null; position: number },
): Promise<string> {
  const row = await db.insertInto('pipelineStages').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStage(db: Conn, id: string, changes: { name?: string; color?: string | null }): Promise<void> {
  if (Object.keys(changes).length) await db.updateTable('pipelineStages').set(changes).where('id', '=', id).execute();
}

/** Moves a stage's contacts to another stage of the same pipeline; returns the ones moved. */
export async function moveStageContacts(db: Conn, fromStageId: string, toStageId: string): Promise<string[]> {
  const rows = await db.updateTable('contactPipelineStages').set({ stageId: toStageId, assignedAt: new Date() }).where('stageId', '=', fromStageId).returning('contactId').execute();
  return rows.map((r) => r.contactId);
}

/** Deletes a stage; its remaining contacts leave the pipeline (cascade). Returns how many left. */
export async function deleteStage(db: Conn, id: string): Promise<number> {
  const result = await db.deleteFrom('contactPipelineStages').where('stageId', '=', id).executeTakeFirst();
  await db.deleteFrom('pipelineStages').where('id', '=', id).execute();
  return Number(result.numDeletedRows);
}

/**
 * One stage per pipeline per contact: putting a contact in a stage replaces its stage there.
 * Returns whether the contact entered the stage (it was elsewhere or not in the pipeline).
 */
export async function setContactStage(db: Conn, companyId: string, contactId: string, stage: { id: string; pipelineId: string }): Promise<boolean> {
  const { rows } = await sql<{ previous: string | null }>`
    WITH before AS (SELECT stage_id FROM contact_pipeline_stages WHERE contact_id = ${contactId} AND pipeline_id = ${stage.pipelineId})
    INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id) VALUES (${contactId}, ${stage.pipelineId}, ${stage.id}, ${companyId})
    ON CONFLICT (contact_id, pipeline_id) DO UPDATE SET stage_id = EXCLUDED.stage_id, assigned_at = now()
    RETURNING (SELECT stage_id FROM before) AS previous`.execute(db);
  return rows[0]?.previous !== stage.id;
}

export async function removeContactStage(db: Conn, contactId: string, stageId: string): Promise<number> {
  const result = await db.deleteFrom('contactPipelineStages').where('contactId', '=', contactId).where('stageId', '=', stageId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
