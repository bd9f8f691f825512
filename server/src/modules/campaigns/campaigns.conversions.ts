import type { z } from 'zod';
import type { Conversion, conversionCalls } from '../../../../contract/campaigns';
import type { ConversionAction } from '../../connectors/ads/googleAds.types';
import { idOf } from '../../connectors/ads/sandbox/resourceNames';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { OperationList } from './build/temporaryIds';
import { adsAccountOf, type AdsAccount } from './campaigns.account';
import { onPlatform } from './campaigns.errors';

type CreateBody = z.output<(typeof conversionCalls)['saveCompanyConversion']['body']>;
type UpdateBody = z.output<(typeof conversionCalls)['updateCompanyConversion']['body']>;
type UploadRows = z.output<(typeof conversionCalls)['uploadClickConversions']['body']>['rows'];
type Row = { id: string; companyId: string; platformAction: string; createdAt: Date };

/**
 * The tag a web conversion is counted with: the event snippet of the platform's tag (the global
 * site tag goes once per site). Shown as text to copy, never rendered by the app.
 */
export function snippetOf(action: ConversionAction, customerId: string, currency: string): string | null {
  if (action.type !== 'WEBPAGE') return null;
  const label = Buffer.from(idOf(action.resource_name)).toString('base64url');
  return [
    `<!-- Event snippet for ${action.name.replace(/-->/g, '')} -->`,
    '<script>',
    `  gtag('event', 'conversion', { 'send_to': 'AW-${customerId}/${label}', 'value': ${action.value_settings.default_value}, 'currency': '${currency}' });`,
    '</script>',
  ].join('\n');
}

function present(row: Row, action: ConversionAction, account: AdsAccount): Conversion {
  return {
    _id: row.id, companyId: row.companyId, name: action.name, type: action.type, status: action.status, category: action.category,
    countingType: action.counting_type, defaultValue: action.value_settings.default_value, alwaysUseDefaultValue: action.value_settings.always_use_default_value,
    includeInConversions: action.include_in_conversions_metric, currency: account.currency, snippet: snippetOf(action, account.customerId, account.currency),
    createdAt: row.createdAt.toISOString(),
  };
}

async function actionsByName(deps: AppDeps, account: AdsAccount) {
  return new Map((await deps.connectors.ads.conversionActions(account.customerId)).map((a) => [a.resource_name, a]));
}

async function rowOf(deps: AppDeps, companyId: string, id: string): Promise<Row> {
  const row = await deps.db.selectFrom('campaignConversions').selectAll().where('companyId', '=', companyId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Conversion');
  return row;
}

async function mutate(deps: AppDeps, account: AdsAccount, list: OperationList): Promise<string[]> {
  return onPlatform(() => deps.connectors.ads.mutate(account.customerId, list.operations), list.paths);
}

export async function createConversion(deps: AppDeps, body: CreateBody): Promise<Conversion> {
  const account = await adsAccountOf(deps, body.companyId);
  const list = new OperationList(account.customerId);
  list.add({
    entity: 'conversion_action', operation: 'create',
    resource: {
      resource_name: list.temp('conversionActions'), name: body.name, type: body.type, status: 'ENABLED', category: body.category, counting_type: body.countingType,
      value_settings: { default_value: body.defaultValue, always_use_default_value: body.alwaysUseDefaultValue, default_currency_code: account.currency },
      include_in_conversions_metric: body.includeInConversions,
    },
  }, 'body');
  const [name] = await mutate(deps, account, list);
  const row = await deps.db.insertInto('campaignConversions').values({ companyId: body.companyId, customerId: account.customerId, platformAction: name }).returningAll().executeTakeFirstOrThrow();
  return present(row, (await actionsByName(deps, account)).get(name)!, account);
}

/** The company's conversion actions that still exist (removed ones are kept by the platform, not listed). */
export async function listConversions(deps: AppDeps, companyId: string, page: number, limit: number) {
  const account = await adsAccountOf(deps, companyId);
  const actions = await actionsByName(deps, account);
  const rows = await deps.db.selectFrom('campaignConversions').selectAll().where('companyId', '=', companyId).orderBy('createdAt', 'desc').execute();
  const live = rows.filter((r) => actions.get(r.platformAction) && actions.get(r.platformAction)!.status !== 'REMOVED');
  const data = live.slice((page - 1) * limit, page * limit).map((r) => present(r, actions.get(r.platformAction)!, account));
  return { data, total: live.length, page, limit };
}

export async function getConversion(deps: AppDeps, companyId: string, id: string): Promise<Conversion> {
  const account = await adsAccountOf(deps, companyId);
  const row = await rowOf(deps, companyId, id);
  const action = (await actionsByName(deps, account)).get(row.platformAction);
  if (!action || action.status === 'REMOVED') throw notFound('Conversion');
  return present(row, action, account);
}

export async function updateConversion(deps: AppDeps, companyId: string, id: string, body: UpdateBody): Promise<Conversion> {
  const current = await getConversion(deps, companyId, id);
  const account = await adsAccountOf(deps, companyId);
  const row = await rowOf(deps, companyId, id);
  const list = new OperationList(account.customerId);
  list.add({
    entity: 'conversion_action', operation: 'update',
    resource: {
      resource_name: row.platformAction,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.category !== undefined ? { category: body.category } : {}),
      ...(body.countingType !== undefined ? { counting_type: body.countingType } : {}),
      ...(body.includeInConversions !== undefined ? { include_in_conversions_metric: body.includeInConversions } : {}),
      value_settings: {
        default_value: body.defaultValue ?? current.defaultValue, always_use_default_value: body.alwaysUseDefaultValue ?? current.alwaysUseDefaultValue, default_currency_code: account.currency,
      },
    },
  }, 'body');
  await mutate(deps, account, list);
  return getConversion(deps, companyId, id);
}

export async function removeConversion(deps: AppDeps, companyId: string, id: string): Promise<{ ok: true }> {
  await getConversion(deps, companyId, id);
  const account = await adsAccountOf(deps, companyId);
  const row = await rowOf(deps, companyId, id);
  const list = new OperationList(account.customerId);
  list.add({ entity: 'conversion_action', operation: 'remove', resource: { resource_name: row.platformAction } }, 'params.conversionId');
  await mutate(deps, account, list);
  return { ok: true };
}

const toUpload = (u: { id: string; conversionId: string; gclid: string; conversionDateTime: string; value: string | number | null; orderId: string | null; result: 'accepted' | 'rejected'; error: string | null; contactId: string | null; createdAt: Date }) => ({
  _id: u.id, conversionId: u.conversionId, gclid: u.gclid, conversionDateTime: u.conversionDateTime, value: u.value === null ? null : Number(u.value),
  orderId: u.orderId, result: u.result, error: u.error, contactId: u.contactId, createdAt: u.createdAt.toISOString(),
});

/** Offline conversions by click id; the platform answers each row (partial failure), every answer is kept. */
export async function uploadClicks(deps: AppDeps, companyId: string, id: string, rows: UploadRows) {
  await getConversion(deps, companyId, id);
  const account = await adsAccountOf(deps, companyId);
  const row = await rowOf(deps, companyId, id);
  const results = await deps.connectors.ads.uploadClickConversions(account.customerId, row.platformAction, rows.map((r) => ({
    gclid: r.gclid, conversion_date_time: r.conversionDateTime, conversion_value: r.value, currency_code: account.currency, order_id: r.orderId,
  })));
  const inserted = await deps.db.insertInto('campaignConversionUploads').values(rows.map((r, i) => {
    const result = results[i];
    return { conversionId: id, gclid: r.gclid, conversionDateTime: r.conversionDateTime, value: r.value, orderId: r.orderId, result: result.ok ? 'accepted' as const : 'rejected' as const, error: result.ok ? null : `${result.error}: ${result.message}` };
  })).returningAll().execute();
  return { data: inserted.map(toUpload) };
}

export async function listUploads(deps: AppDeps, companyId: string, id: string, page: number, limit: number) {
  await rowOf(deps, companyId, id);
  const base = deps.db.selectFrom('campaignConversionUploads').where('conversionId', '=', id);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toUpload), total: Number(total.n), page, limit };
}
