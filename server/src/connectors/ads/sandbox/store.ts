import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import '../ads.tables';
import { AdsApiError, type AdsEntity, type MutateOperation } from '../googleAds.types';
import { HAS_STATUS, isTemporary, nameFor, REFERENCE_FIELDS } from './resourceNames';
import { imageSize, validateMutate } from './rules';

export type StoredResource = { resourceName: string; entity: AdsEntity; parent: string | null; data: Record<string, unknown> };

/** Every resource of a customer account (the sandbox validates a request against all of them). */
export async function loadCustomer(db: Db, customerId: string): Promise<Map<string, StoredResource>> {
  const rows = await db.selectFrom('adsSandboxResources').select(['resourceName', 'entity', 'parent', 'data']).where('customerId', '=', customerId).execute();
  return new Map(rows.map((r) => [r.resourceName, { ...r, entity: r.entity as AdsEntity }]));
}

export async function loadWhere(db: Db, customerId: string, where: { entity?: AdsEntity; parents?: string[]; names?: string[] }): Promise<StoredResource[]> {
  let q = db.selectFrom('adsSandboxResources').select(['resourceName', 'entity', 'parent', 'data']).where('customerId', '=', customerId);
  if (where.entity) q = q.where('entity', '=', where.entity);
  if (where.parents) {
    if (where.parents.length === 0) return [];
    q = q.where('parent', 'in', where.parents);
  }
  if (where.names) {
    if (where.names.length === 0) return [];
    q = q.where('resourceName', 'in', where.names);
  }
  const rows = await q.orderBy('createdAt').orderBy('resourceName').execute();
  return rows.map((r) => ({ ...r, entity: r.entity as AdsEntity }));
}

/** Replaces temporary ids (customers/1/campaigns/-1) in a resource's references with the real names. */
function resolveReferences(resource: Record<string, unknown>, temporary: Map<string, string>): Record<string, unknown> {
  const out = { ...resource };
  for (const field of REFERENCE_FIELDS) {
    const ref = out[field];
    if (typeof ref === 'string' && temporary.has(ref)) out[field] = temporary.get(ref);
  }
  return out;
}

/**
 * GoogleAdsService.Mutate in the sandbox: validates the whole request against the account (every
 * error reported, nothing applied when any fails), then applies it in one transaction, handing out
 * ids and resolving temporary ones. Requests on one account are serialised, as Google does for
 * concurrent changes of the same resources. Returns the result names in order and the campaigns touched.
 */
export async function mutate(db: Db, customerId: string, operations: MutateOperation[]): Promise<{ names: string[]; touched: Set<string> }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`ads:${customerId}`}))`.execute(trx);
    const existing = await loadCustomer(trx, customerId);
    const lookup = Object.assign((name: string) => existing.get(name)?.data, { all: () => [...existing].map(([name, r]) => [name, r.data] as [string, Record<string, unknown>]) });
    const errors = validateMutate(customerId, operations, lookup);
    if (errors.length > 0) throw new AdsApiError({ errors });

    const temporary = new Map<string, string>();
    const names: string[] = [];
    const touched = new Set<string>();
    const campaignOf = (r: { entity: AdsEntity; resourceName: string; parent: string | null; data: Record<string, unknown> }): string | null => {
      if (r.entity === 'campaign') return r.resourceName;
      if (r.entity === 'campaign_budget') return null;
      if (typeof r.data.campaign === 'string') return r.data.campaign;
      const parent = r.parent ? existing.get(r.parent) : undefined;
      return parent ? campaignOf(parent) : null;
    };

    for (const op of operations) {
      const given = op.resource as Record<string, unknown>;
      if (op.operation === 'create') {
        const data = resolveReferences(given, temporary);
        const { rows } = await sql<{ id: string }>`SELECT nextval('ads_sandbox_ids')::text AS id`.execute(trx);
        const { name, parent } = nameFor(customerId, op.entity, data, rows[0].id);
        if (typeof given.resource_name === 'string' && isTemporary(given.resource_name)) temporary.set(given.resource_name, name);
        const row: StoredResource = { resourceName: name, entity: op.entity, parent, data: withImageSize({ ...data, resource_name: name }) };
        await trx.insertInto('adsSandboxResources').values({ resourceName: name, customerId, entity: op.entity, parent, data: JSON.stringify(row.data) }).execute();
        existing.set(name, row);
        names.push(name);
        const campaign = campaignOf(row);
        if (campaign) touched.add(campaign);
        continue;
      }
      const name = temporary.get(String(given.resource_name)) ?? String(given.resource_name);
      const current = existing.get(name);
      if (!current) throw new AdsApiError({ errors: [{ error_code: { mutate_error: 'RESOURCE_NOT_FOUND' }, message: `${name} does not exist` }] });
      const campaign = campaignOf(current);
      if (campaign) touched.add(campaign);
      if (current.entity === 'campaign_budget') {
        for (const r of existing.values()) if (r.entity === 'campaign' && r.data.campaign_budget === name) touched.add(r.resourceName);
      }
      if (op.operation === 'update') {
        const data = { ...current.data, ...resolveReferences(given, temporary), resource_name: name };
        await trx.updateTable('adsSandboxResources').set({ data: JSON.stringify(data), updatedAt: new Date() }).where('resourceName', '=', name).execute();
        existing.set(name, { ...current, data });
      } else if (HAS_STATUS.has(current.entity)) {
        const data = { ...current.data, status: 'REMOVED' };
        await trx.updateTable('adsSandboxResources').set({ data: JSON.stringify(data), updatedAt: new Date() }).where('resourceName', '=', name).execute();
        existing.set(name, { ...current, data });
      } else {
        await trx.deleteFrom('adsSandboxResources').where('resourceName', '=', name).execute();
        existing.delete(name);
      }
      names.push(name);
    }
    return { names, touched };
  });
}

/** An image asset keeps its pixel size, as Google reports image_asset.full_size. */
function withImageSize(data: Record<string, unknown>): Record<string, unknown> {
  const image = data.image_asset as { data?: string } | undefined;
  if (data.type !== 'IMAGE' || !image?.data) return data;
  const size = imageSize(Buffer.from(image.data, 'base64'));
  return size ? { ...data, image_asset: { ...image, full_size: { width_pixels: size.width, height_pixels: size.height } } } : data;
}
