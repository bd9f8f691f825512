import type { Selectable } from 'kysely';
import type { ChatTemplate, TemplateStatus } from '../../../../contract/chat';
import type { AppDeps } from '../../deps';
import { conflict, invalidField, notFound } from '../../http/errors';
import { templateSource, variablesOf } from '../../../../contract/chatTemplates';
import type { ChatTemplatesTable } from './chat.tables';

type Row = Selectable<ChatTemplatesTable>;
type Fields = { name: string; description?: string | null; category: string; language: string; header?: string | null; message: string; variables: string[] };

const toTemplate = (r: Row): ChatTemplate => ({
  _id: r.id, companyId: r.companyId, name: r.name, description: r.description, category: r.category as ChatTemplate['category'],
  language: r.language, header: r.header, message: r.message, variables: r.variables, status: r.status as TemplateStatus,
  rejectionReason: r.rejectionReason, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/** Every variable needs an example, as the channel's review asks. */
function checkVariables(fields: Pick<Fields, 'header' | 'message' | 'variables'>) {
  const count = variablesOf(templateSource({ header: fields.header ?? null, message: fields.message })).length;
  if (fields.variables.length !== count) {
    throw invalidField('body.variables', `Give one example per variable: the text has ${count}, ${fields.variables.length} given`);
  }
}

async function find(deps: AppDeps, companyId: string, id: string): Promise<Row> {
  const row = await deps.db.selectFrom('chatTemplates').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Template');
  return row;
}

async function nameTaken(deps: AppDeps, companyId: string, name: string, language: string, exceptId?: string) {
  let q = deps.db.selectFrom('chatTemplates').select('id').where('companyId', '=', companyId).where('name', '=', name).where('language', '=', language);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return Boolean(await q.executeTakeFirst());
}

export async function listTemplates(deps: AppDeps, companyId: string, status?: TemplateStatus) {
  let q = deps.db.selectFrom('chatTemplates').selectAll().where('companyId', '=', companyId);
  if (status) q = q.where('status', '=', status);
  const data = (await q.orderBy('name').orderBy('language').execute()).map(toTemplate);
  return { data, total: data.length, page: 1, limit: data.length };
}

export const getTemplate = async (deps: AppDeps, companyId: string, id: string) => toTemplate(await find(deps, companyId, id));

export async function createTemplate(deps: AppDeps, companyId: string, fields: Fields) {
  checkVariables(fields);
  if (await nameTaken(deps, companyId, fields.name, fields.language)) throw conflict(`A template named "${fields.name}" already exists in this language`, 'duplicate_name');
  const row = await deps.db.insertInto('chatTemplates').values({
    companyId, name: fields.name, description: fields.description ?? null, category: fields.category, language: fields.language,
    header: fields.header || null, message: fields.message, variables: fields.variables, status: 'PENDING',
  }).returningAll().executeTakeFirstOrThrow();
  return toTemplate(row);
}

/** An edit is a new submission: back to PENDING until the next sync. */
export async function updateTemplate(deps: AppDeps, companyId: string, id: string, changes: Partial<Fields>) {
  const current = await find(deps, companyId, id);
  const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) } as Row;
  checkVariables(next);
  if (await nameTaken(deps, companyId, next.name, next.language, id)) throw conflict(`A template named "${next.name}" already exists in this language`, 'duplicate_name');
  const row = await deps.db.updateTable('chatTemplates').set({
    name: next.name, description: next.description, category: next.category, language: next.language, header: next.header || null,
    message: next.message, variables: next.variables, status: 'PENDING', rejectionReason: null, updatedAt: new Date(),
  }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  return toTemplate(row);
}

export async function deleteTemplate(deps: AppDeps, companyId: string, id: string) {
  await find(deps, companyId, id);
  await deps.db.deleteFrom('chatTemplates').where('id', '=', id).execute();
  return { ok: true as const };
}

/** Asks the channel for each pending template's review and stores the answer (approved, or rejected with a reason). */
export async function syncTemplates(deps: AppDeps, companyId: string) {
  const pending = await deps.db.selectFrom('chatTemplates').selectAll().where('companyId', '=', companyId).where('status', '=', 'PENDING').execute();
  for (const template of pending) {
    const review = await deps.connectors.chat.review(template);
    await deps.db.updateTable('chatTemplates').set({ status: review.status, rejectionReason: review.reason, updatedAt: new Date() }).where('id', '=', template.id).execute();
  }
  return listTemplates(deps, companyId);
}
