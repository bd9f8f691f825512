import { sql } from 'kysely';
import type { Touch } from '../../../../contract/webforms';
import type { Db } from '../../db/connection';
import { enqueue, enqueueMany } from '../workflows/engine/queues';

/** Sends one offline conversion (`{ id }`); the handler decides retries itself (see closedLoop.send). */
export const SEND_QUEUE = 'offline-conversion';

type StageEntry = { companyId: string; contactId: string; stageId: string };
type Candidate = {
  contactId: string; companyId: string; stageId: string; stageName: string; email: string | null; phone: string | null;
  firstTouch: Touch | null; lastTouch: Touch | null; googleConversionId: string | null; metaPixelId: string | null; metaPixelName: string | null;
  metaEventName: string | null; value: string | null; adsCurrency: string; companyCurrency: string;
};

/** The click Google or Meta credits: the latest touch that carries one (last click), else the first. */
function clickOf(c: Candidate, key: 'gclid' | 'fbclid'): { id: string; campaign: string | null } | null {
  for (const touch of [c.lastTouch, c.firstTouch]) {
    const id = touch?.[key];
    if (typeof id === 'string' && id) return { id, campaign: touch?.utm_campaign || null };
  }
  return null;
}

/**
 * The closed loop's start, in the transaction that moved the contacts (called with every
 * stage entry): a contact entering a stage the company maps to a conversion gets one row per
 * platform it can be reported to — Google when it arrived with a gclid, Meta when there is an
 * email, phone or fbclid to match on — and a job to send it, both written by that transaction.
 * The unique (contact, stage, platform) makes it once: entering the stage again adds nothing.
 */
export async function queueOfflineConversions(db: Db, entries: StageEntry[]): Promise<void> {
  if (!entries.length) return;
  const companies = [...new Set(entries.map((e) => e.companyId))];
  const mapped = await db.selectFrom('conversionRules').select('stageId').where('companyId', 'in', companies).where('stageId', 'in', entries.map((e) => e.stageId)).execute();
  if (!mapped.length) return;
  const stages = new Set(mapped.map((m) => m.stageId));
  const wanted = entries.filter((e) => stages.has(e.stageId));
  const { rows } = await sql<Candidate>`
    SELECT c.id AS "contactId", c.company_id AS "companyId", r.stage_id AS "stageId", s.name AS "stageName", c.email, c.phone,
      a.first_touch AS "firstTouch", a.last_touch AS "lastTouch", r.google_conversion_id AS "googleConversionId", r.meta_pixel_id AS "metaPixelId",
      px.pixel_name AS "metaPixelName", r.meta_event_name AS "metaEventName", r.value::text AS value, co.ads_currency AS "adsCurrency", co.currency AS "companyCurrency"
    FROM unnest(${wanted.map((e) => e.contactId)}::uuid[], ${wanted.map((e) => e.stageId)}::uuid[]) AS w(contact_id, stage_id)
    JOIN contacts c ON c.id = w.contact_id
    JOIN conversion_rules r ON r.stage_id = w.stage_id AND r.company_id = c.company_id
    JOIN pipeline_stages s ON s.id = r.stage_id
    JOIN companies co ON co.id = c.company_id
    LEFT JOIN contact_attribution a ON a.contact_id = c.id
    LEFT JOIN company_pixels px ON px.company_id = r.company_id AND px.pixel_id = r.meta_pixel_id`.execute(db);
  const now = new Date();
  const values = rows.flatMap((c) => {
    const base = { companyId: c.companyId, contactId: c.contactId, stageId: c.stageId, stageName: c.stageName, occurredAt: now, value: c.value, nextAttemptAt: now };
    const out = [];
    const gclid = clickOf(c, 'gclid');
    if (c.googleConversionId && gclid) {
      out.push({ ...base, platform: 'google' as const, clickId: gclid.id, campaignName: gclid.campaign, googleConversionId: c.googleConversionId, currency: c.adsCurrency });
    }
    const fbclid = clickOf(c, 'fbclid');
    if (c.metaPixelId && (c.email || c.phone || fbclid)) {
      out.push({
        ...base, platform: 'meta' as const, clickId: fbclid?.id ?? null, campaignName: fbclid?.campaign ?? null, metaPixelId: c.metaPixelId,
        eventName: c.metaEventName, destination: c.metaPixelName, currency: c.companyCurrency,
      });
    }
    return out;
  });
  if (!values.length) return;
  const inserted = await db.insertInto('offlineConversions').values(values)
    .onConflict((oc) => oc.columns(['contactId', 'stageId', 'platform']).doNothing()).returning('id').execute();
  if (!inserted.length || !(await jobsInstalled(db))) return;
  await enqueueMany(db, SEND_QUEUE, inserted.map((r) => ({ data: { id: r.id } })));
}

/** A database where the job queue was never installed (a test without jobs) keeps the rows; the sweep sends them later. */
async function jobsInstalled(db: Db): Promise<boolean> {
  const { rows } = await sql<{ ok: boolean }>`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`.execute(db);
  return Boolean(rows[0]?.ok);
}

/** Queues one send (a retry, a later attempt); on a database without the job queue the sweep will. */
export async function queueSend(db: Db, id: string, startAfter?: Date): Promise<void> {
  if (await jobsInstalled(db)) await enqueue(db, SEND_QUEUE, { id }, startAfter ? { startAfter } : {});
}
