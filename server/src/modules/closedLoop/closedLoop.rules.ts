import { sql } from 'kysely';
import type { z } from 'zod';
import type { closedLoopCalls, ConversionRule } from '../../../../contract/campaigns';
import type { AppDeps } from '../../deps';
import { invalidField, notFound } from '../../http/errors';
import { listConversions } from '../campaigns/campaigns.conversions';
import { findCompany } from '../companies/companies.repository';

type SaveBody = z.output<(typeof closedLoopCalls)['saveConversionRule']['body']>;

type RuleRow = {
  id: string; companyId: string; stageId: string; stageName: string; pipelineId: string; pipelineName: string;
  googleConversionId: string | null; metaPixelId: string | null; metaPixelName: string | null; metaEventName: string | null;
  value: string | number | null; updatedAt: Date;
};

async function ruleRows(deps: AppDeps, companyId: string, ruleId?: string): Promise<RuleRow[]> {
  let q = deps.db.selectFrom('conversionRules as r')
    .innerJoin('pipelineStages as s', 's.id', 'r.stageId')
    .innerJoin('pipelines as p', 'p.id', 's.pipelineId')
    .leftJoin('companyPixels as px', (j) => j.onRef('px.companyId', '=', 'r.companyId').onRef('px.pixelId', '=', 'r.metaPixelId'))
    .select(['r.id', 'r.companyId', 'r.stageId', 's.name as stageName', 'p.id as pipelineId', 'p.name as pipelineName', 'r.googleConversionId',
      'r.metaPixelId', 'px.pixelName as metaPixelName', 'r.metaEventName', 'r.value', 'r.updatedAt'])
    .where('r.companyId', '=', companyId);
  if (ruleId) q = q.where('r.id', '=', ruleId);
  return q.orderBy('p.position').orderBy('s.position').execute();
}

/** The names of the company's conversion actions (none when no ad account is linked). */
async function actionNames(deps: AppDeps, companyId: string): Promise<Map<string, { name: string; type: string }>> {
  const company = await findCompany(deps.db, companyId);
  if (!company?.adsAccountId || !company.adsManagerLinked) return new Map();
  const { data } = await listConversions(deps, companyId, 1, 1000);
  return new Map(data.map((c) => [c._id, { name: c.name, type: c.type }]));
}

async function currencies(deps: AppDeps, companyId: string): Promise<{ google: string | null; company: string }> {
  const company = await deps.db.selectFrom('companies').select(['currency', 'adsAccountId', 'adsManagerLinked', 'adsCurrency']).where('id', '=', companyId).executeTakeFirstOrThrow();
  return { google: company.adsAccountId && company.adsManagerLinked ? company.adsCurrency : null, company: company.currency };
}

function present(r: RuleRow, actions: Map<string, { name: string }>, currency: string): ConversionRule {
  return {
    _id: r.id, companyId: r.companyId, pipelineId: r.pipelineId, pipelineName: r.pipelineName, stageId: r.stageId, stageName: r.stageName,
    googleConversionId: r.googleConversionId, googleConversionName: r.googleConversionId ? actions.get(r.googleConversionId)?.name ?? null : null,
    metaPixelId: r.metaPixelId, metaPixelName: r.metaPixelName, metaEventName: r.metaEventName as ConversionRule['metaEventName'],
    value: r.value === null ? null : Number(r.value), currency, updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listRules(deps: AppDeps, companyId: string): Promise<{ data: ConversionRule[] }> {
  const [rows, actions, money] = await Promise.all([ruleRows(deps, companyId), actionNames(deps, companyId), currencies(deps, companyId)]);
  return { data: rows.map((r) => present(r, actions, money.google ?? money.company)) };
}

/**
 * One rule per stage, replaced when saved again. Every reference is the company's own: the stage,
 * an "upload clicks" action of its linked account, a pixel it added. A rule that reports nowhere
 * is refused (deleting is how a stage stops counting).
 */
export async function saveRule(deps: AppDeps, companyId: string, body: SaveBody): Promise<ConversionRule> {
  const stage = await deps.db.selectFrom('pipelineStages').select('id').where('companyId', '=', companyId).where('id', '=', body.stageId).executeTakeFirst();
  if (!stage) throw invalidField('body.stageId', 'This stage is not one of the company\'s', 'unknown_stage');
  if (!body.googleConversionId && !body.metaPixelId) throw invalidField('body.googleConversionId', 'Choose a Google conversion action or a Meta pixel', 'conversion_destination_required');
  // The account's actions are read once: to check the chosen one and to name it in the answer.
  const [actions, money] = await Promise.all([actionNames(deps, companyId), currencies(deps, companyId)]);
  if (body.googleConversionId) {
    const action = actions.get(body.googleConversionId);
    if (!action) throw invalidField('body.googleConversionId', 'This conversion action is not one of the company\'s', 'unknown_conversion_action');
    if (action.type !== 'UPLOAD_CLICKS') throw invalidField('body.googleConversionId', 'Only an "upload clicks" action takes offline conversions', 'upload_action_required');
  }
  if (body.metaPixelId) {
    const pixel = await deps.db.selectFrom('companyPixels').select('id').where('companyId', '=', companyId).where('pixelId', '=', body.metaPixelId).executeTakeFirst();
    if (!pixel) throw invalidField('body.metaPixelId', 'Add this pixel on the integrations screen first', 'pixel_not_added');
    if (!body.metaEventName) throw invalidField('body.metaEventName', 'Choose the event Meta receives', 'required');
  }
  const values = {
    googleConversionId: body.googleConversionId, metaPixelId: body.metaPixelId, metaEventName: body.metaPixelId ? body.metaEventName : null, value: body.value,
  };
  const saved = await deps.db.insertInto('conversionRules').values({ companyId, stageId: body.stageId, ...values })
    .onConflict((oc) => oc.column('stageId').doUpdateSet({ ...values, updatedAt: sql`now()` })).returning('id').executeTakeFirstOrThrow();
  const [row] = await ruleRows(deps, companyId, saved.id);
  return present(row, actions, money.google ?? money.company);
}

export async function deleteRule(deps: AppDeps, companyId: string, ruleId: string): Promise<{ ok: true }> {
  const deleted = await deps.db.deleteFrom('conversionRules').where('companyId', '=', companyId).where('id', '=', ruleId).executeTakeFirst();
  if (!deleted.numDeletedRows) throw notFound('Conversion rule');
  return { ok: true };
}
