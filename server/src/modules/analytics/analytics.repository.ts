import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { DashboardPreferences } from '../../../../contract/analytics';
import {
  createdIn, inRange, segmentCount, sentByPeople, sourceOf, utmOf, type Segment,
} from './segments';
import './analytics.tables';
import { chainedCounts, EMAILED, REACH, STAYED } from './analytics.chains';
import { wholeDays } from './analytics.days';
import { durationFigures, STAYS, WAITS } from './analytics.durations';

/** SQL of the dashboard: every figure with a segment reads the conditions of segments.ts. */

export async function pipelineOf(db: Db, companyId: string, pipelineId?: string) {
  let q = db.selectFrom('pipelines').select(['id', 'name']).where('companyId', '=', companyId);
  q = pipelineId ? q.where('id', '=', pipelineId) : q.orderBy('position').orderBy('createdAt').limit(1);
  return q.executeTakeFirst();
}

export async function stagesOf(db: Db, pipelineId: string) {
  return db.selectFrom('pipelineStages').select(['id', 'name']).where('pipelineId', '=', pipelineId).orderBy('position').orderBy('createdAt').execute();
}

export async function count(db: Db, companyId: string, segment: Segment): Promise<number> {
  const { rows } = await segmentCount(companyId, segment).execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * The funnel's raw material: how many contacts entered each SET of stages of the pipeline in
 * [f, t) (the service applies the user's mapping to each set). From contact_paths (migrations
 * 0860, 0864): the contacts whose whole path is inside the range entered their path's stages —
 * counted per day from analytics_path_days, and from contact_paths for a first or last entry in a
 * part day at either end. A path crossing f only (first entry before f, last before t): the
 * stages it last entered at or after f; crossing t only (first entry at or after f, before t):
 * the stages it first entered before t; spanning the whole range: the stages of its stays in it.
 * The parts are disjoint and together every contact with a stay entered in the range.
 */
export async function funnelStageSets(db: Db, companyId: string, pipelineId: string, f: string, t: string): Promise<{ stages: string[]; contacts: number }[]> {
  const { firstDay, lastDay } = wholeDays(f, t);
  const path = sql`p.company_id = ${companyId} AND p.pipeline_id = ${pipelineId}`;
  const span = sql`tstzrange(p.first_at, p.last_at, '[]')`;
  const stagesWhere = (at: 'lasts' | 'firsts', condition: ReturnType<typeof sql>) =>
    sql`ARRAY(SELECT u.stage FROM unnest(p.stages, p.${sql.raw(at)}) AS u(stage, at) WHERE ${condition} ORDER BY u.stage)`;
  const { rows } = await sql<{ stages: string[]; contacts: number }>`
    SELECT u.stages, sum(u.n)::int AS contacts FROM (
      SELECT d.stages, d.contacts AS n FROM analytics_path_days d
      WHERE d.company_id = ${companyId} AND d.pipeline_id = ${pipelineId} AND d.first_day >= ${firstDay}::timestamptz AND d.last_day < ${lastDay}::timestamptz
      UNION ALL
      SELECT p.stages, 1 FROM contact_paths p WHERE ${path} AND ${inRange(sql`p.first_at`, f, firstDay)} AND p.last_at < ${t}::timestamptz
      UNION ALL
      SELECT p.stages, 1 FROM contact_paths p WHERE ${path} AND ${inRange(sql`p.last_at`, lastDay, t)} AND p.first_at >= ${firstDay}::timestamptz
      UNION ALL
      SELECT ${stagesWhere('lasts', sql`u.at >= ${f}::timestamptz`)}, 1 FROM contact_paths p
      WHERE ${path} AND ${span} @> ${f}::timestamptz AND p.first_at < ${f}::timestamptz AND p.last_at < ${t}::timestamptz
      UNION ALL
      SELECT ${stagesWhere('firsts', sql`u.at < ${t}::timestamptz`)}, 1 FROM contact_paths p
      WHERE ${path} AND ${span} @> ${t}::timestamptz AND p.first_at >= ${f}::timestamptz AND p.first_at < ${t}::timestamptz AND p.last_at >= ${t}::timestamptz
      UNION ALL
      SELECT x.stages, 1 FROM contact_paths p CROSS JOIN LATERAL (
        SELECT array_agg(DISTINCT h.stage_id ORDER BY h.stage_id) AS stages FROM contact_stage_history h
        WHERE h.contact_id = p.contact_id AND h.pipeline_id = p.pipeline_id AND ${inRange(sql`h.entered_at`, f, t)}
      ) x
      WHERE ${path} AND ${span} @> tstzrange(${f}::timestamptz, ${t}::timestamptz) AND p.first_at < ${f}::timestamptz AND p.last_at >= ${t}::timestamptz AND x.stages IS NOT NULL
    ) u GROUP BY u.stages HAVING sum(u.n) > 0`.execute(db);
  return rows;
}

/**
 * Per stage with stays that ended in [f, t): how many contacts those stays were (the stays'
 * chain, migration 0860), and the median and mean of their durations (analytics.durations.ts).
 */
export async function stageTimes(db: Db, companyId: string, stageIds: string[], f: string, t: string) {
  const [durations, reached] = await Promise.all([
    durationFigures(db, companyId, STAYS, stageIds, [0.5], f, t),
    sql<{ key: string; n: number }>`${chainedCounts(companyId, STAYED, f, t)}`.execute(db),
  ]);
  const contacts = new Map(reached.rows.map((r) => [r.key, r.n]));
  return stageIds.flatMap((stageId) => {
    const d = durations.get(stageId);
    return d ? [{ stageId, contacts: contacts.get(stageId) ?? 0, medianSeconds: d.percentiles[0], averageSeconds: d.seconds / d.rows }] : [];
  });
}

/**
 * New contacts per bucket (days of the zone) and source: the triggers' hourly counts when the
 * zone's days are whole hours (`hourly`), else the contacts' facts themselves (same rows, slower).
 */
export async function contactsBySource(db: Db, companyId: string, f: string, t: string, interval: 'day' | 'week' | 'month', timeZone: string, hourly: boolean) {
  const { rows } = hourly
    ? await sql<{ bucket: string; source: string; contacts: number }>`
        SELECT to_char(date_trunc(${interval}, h.hour AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS bucket, h.source, sum(h.contacts)::int AS contacts
        FROM analytics_contact_hours h WHERE h.company_id = ${companyId} AND ${inRange(sql`h.hour`, f, t)}
        GROUP BY 1, 2 HAVING sum(h.contacts) > 0`.execute(db)
    : await sql<{ bucket: string; source: string; contacts: number }>`
        SELECT to_char(date_trunc(${interval}, ca.created_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS bucket, ${sourceOf} AS source, count(*)::int AS contacts
        FROM contact_analytics ca WHERE ${createdIn(companyId, f, t)}
        GROUP BY 1, 2`.execute(db);
  return rows;
}

/**
 * The 20 commonest first-touch UTM combinations of contacts created in [f, t). With whole-hour
 * days: whole UTC days from the daily counts, the hours at either end from the hourly ones.
 */
export async function topUtm(db: Db, companyId: string, f: string, t: string, hourly: boolean) {
  const counted = hourly
    ? countedIn(companyId, 'analytics_utm', 'utm_source, utm_medium, utm_campaign, contacts', f, t)
    : sql`SELECT ${utmOf('utm_source')} AS utm_source, ${utmOf('utm_medium')} AS utm_medium, ${utmOf('utm_campaign')} AS utm_campaign, 1 AS contacts
        FROM contact_analytics ca WHERE ${createdIn(companyId, f, t)}`;
  const { rows } = await sql<{ utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; contacts: number }>`
    SELECT utm_source, utm_medium, utm_campaign, sum(contacts)::int AS contacts FROM (${counted}) u
    WHERE u.utm_source IS NOT NULL OR u.utm_medium IS NOT NULL OR u.utm_campaign IS NOT NULL
    GROUP BY 1, 2, 3 HAVING sum(contacts) > 0
    ORDER BY contacts DESC, utm_source NULLS LAST, utm_medium NULLS LAST, utm_campaign NULLS LAST LIMIT 20`.execute(db);
  return rows;
}

/**
 * Rows of a counts table (per hour and per UTC day, migrations 0830/0831) covering [f, t), whose
 * day boundaries are whole hours: whole UTC days from the daily table, the hours at either end
 * from the hourly one. `columns` are read from both.
 */
function countedIn(companyId: string, table: 'analytics_utm' | 'analytics_chat', columns: string, f: string, t: string) {
  const { firstDay, lastDay } = wholeDays(f, t);
  return sql`
    SELECT ${sql.raw(columns)} FROM ${sql.table(`${table}_days`)}
    WHERE company_id = ${companyId} AND ${inRange(sql`day`, firstDay, lastDay)}
    UNION ALL
    SELECT ${sql.raw(columns)} FROM ${sql.table(`${table}_hours`)}
    WHERE company_id = ${companyId} AND ${inRange(sql`hour`, f, t)} AND NOT (${inRange(sql`hour`, firstDay, lastDay)})`;
}

/** Messages received and sent in [f, t): the hourly/daily counts, or the messages themselves. */
export async function chatTotals(db: Db, companyId: string, f: string, t: string, hourly: boolean) {
  const messages = hourly
    ? countedIn(companyId, 'analytics_chat', 'direction, messages', f, t)
    : sql`SELECT m.direction, 1 AS messages FROM chat_messages m WHERE m.company_id = ${companyId} AND ${inRange(sql`m.created_at`, f, t)}`;
  const { rows } = await sql<{ received: number; sent: number }>`
    SELECT coalesce(sum(messages) FILTER (WHERE direction = 'in'), 0)::int AS received, coalesce(sum(messages) FILTER (WHERE direction = 'out'), 0)::int AS sent
    FROM (${messages}) x`.execute(db);
  return rows[0] ?? { received: 0, sent: 0 };
}

/**
 * Per collaborator: contacts written to and messages sent in the range, and response times: of the
 * turns asked in the range (chat_turns, migration 0831: a contact's message that follows a
 * person's reply or opens the conversation, with the first reply a person sent after it, whenever
 * that came), the median and 90th percentile, credited to whoever answered (analytics.durations.ts).
 */
export async function chatCollaborators(db: Db, companyId: string, f: string, t: string, hourly: boolean) {
  const sentCounts = hourly
    ? sql`SELECT sent_by, sum(messages)::int AS messages_sent FROM (${countedIn(companyId, 'analytics_chat', 'sent_by, direction, messages', f, t)}) x
        WHERE direction = 'out' AND sent_by IS NOT NULL GROUP BY sent_by HAVING sum(messages) > 0`
    : sql`SELECT m.sent_by, count(*)::int AS messages_sent FROM chat_messages m WHERE ${sentByPeople(companyId, f, t)} GROUP BY m.sent_by`;
  // Every answerer has sent a message: the people who ever did are those whose turns to read.
  const answerers = (await sql<{ id: string }>`SELECT DISTINCT d.sent_by AS id FROM analytics_chat_days d WHERE d.company_id = ${companyId} AND d.sent_by IS NOT NULL`.execute(db)).rows;
  const waits = [...(await durationFigures(db, companyId, WAITS, answerers.map((a) => a.id), [0.5, 0.9], f, t))];
  const { rows } = await sql<{ userId: string; name: string; surname: string; conversations: number; messagesSent: number; medianResponseSeconds: number | null; p90ResponseSeconds: number | null }>`
    WITH counted AS (${sentCounts}),
    people AS (SELECT key AS sent_by, n AS conversations FROM (${chainedCounts(companyId, REACH, f, t)}) c),
    times AS (
      SELECT * FROM unnest(${waits.map(([id]) => id)}::uuid[], ${waits.map(([, w]) => w.percentiles[0])}::float8[], ${waits.map(([, w]) => w.percentiles[1])}::float8[]) AS x(sent_by, median, p90)
    ), sent AS (
      SELECT coalesce(c.sent_by, p.sent_by) AS sent_by, coalesce(p.conversations, 0) AS conversations, coalesce(c.messages_sent, 0) AS messages_sent
      FROM counted c FULL JOIN people p ON p.sent_by = c.sent_by
    )
    SELECT u.id AS user_id, u.name, u.surname, coalesce(s.conversations, 0) AS conversations, coalesce(s.messages_sent, 0) AS messages_sent,
      tm.median AS median_response_seconds, tm.p90 AS p90_response_seconds
    FROM sent s FULL JOIN times tm ON tm.sent_by = s.sent_by
    JOIN users u ON u.id = coalesce(s.sent_by, tm.sent_by)
    ORDER BY messages_sent DESC, u.name, u.id`.execute(db);
  return rows;
}

/** Contacts sent to, opening and clicking messages sent in [f, t) (email_outcomes and their chain, migrations 0832 and 0861). */
export async function emailCounts(db: Db, companyId: string, f: string, t: string) {
  const { rows } = await sql<{ sent: number; opened: number; clicked: number }>`
    SELECT coalesce(sum(c.n) FILTER (WHERE c.key = 'sent'), 0)::int AS sent,
           coalesce(sum(c.n) FILTER (WHERE c.key = 'opened'), 0)::int AS opened,
           coalesce(sum(c.n) FILTER (WHERE c.key = 'clicked'), 0)::int AS clicked
    FROM (${chainedCounts(companyId, EMAILED, f, t)}) c`.execute(db);
  return rows[0] ?? { sent: 0, opened: 0, clicked: 0 };
}

export async function campaignRows(db: Db, companyId: string) {
  return db.selectFrom('campaigns').select(['id', 'platformCampaign']).where('companyId', '=', companyId).orderBy('createdAt').execute();
}

/** Conversions the closed loop reported to Google in the range, per campaign name (lower case: names are compared case aside). */
export async function reportedByCampaign(db: Db, companyId: string, f: string, t: string): Promise<Map<string, number>> {
  const { rows } = await sql<{ name: string; n: number }>`
    SELECT lower(campaign_name) AS name, count(*)::int AS n FROM offline_conversions
    WHERE company_id = ${companyId} AND platform = 'google' AND status = 'sent' AND campaign_name IS NOT NULL AND ${inRange(sql`occurred_at`, f, t)}
    GROUP BY lower(campaign_name)`.execute(db);
  return new Map(rows.map((r) => [r.name, r.n]));
}

export async function findPreferences(db: Db, companyId: string, userId: string): Promise<DashboardPreferences | undefined> {
  const row = await db.selectFrom('dashboardPreferences').select('preferences').where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
  return row?.preferences;
}

export async function savePreferences(db: Db, companyId: string, userId: string, preferences: DashboardPreferences): Promise<void> {
  await db.insertInto('dashboardPreferences').values({ companyId, userId, preferences: JSON.stringify(preferences) })
    .onConflict((oc) => oc.columns(['companyId', 'userId']).doUpdateSet({ preferences: JSON.stringify(preferences), updatedAt: new Date() }))
    .execute();
}

type DemoSources = { google: string; form: string; referral: string; all: string[] };

/** The demo's history (analytics.demo.ts): arrivals over 60 days, first touches, stage paths in the first pipeline. */
export async function seedDashboardHistory(db: Db, companyId: string, o: { googleCampaign: string; sources: DemoSources }): Promise<void> {
  await sql`
    UPDATE contacts SET created_at = now() - make_interval(days => (abs(hashtext(id::text)) % 60)::int, secs => (abs(hashtext(id::text || 'h')) % 86400)::int),
      updated_at = now()
    WHERE company_id = ${companyId} AND source = ANY(${o.sources.all}::text[])`.execute(db);
  await sql`
    INSERT INTO contact_attribution (contact_id, company_id, first_touch, last_touch)
    SELECT c.id, c.company_id, t.touch || jsonb_build_object('at', c.created_at), t.touch || jsonb_build_object('at', c.created_at)
    FROM contacts c CROSS JOIN LATERAL (SELECT CASE
      WHEN c.source = ${o.sources.google} THEN jsonb_build_object('gclid', 'demo-' || left(c.id::text, 8), 'utm_source', 'google', 'utm_medium', 'cpc', 'utm_campaign', ${o.googleCampaign}::text)
      WHEN c.source = ${o.sources.form} AND abs(hashtext(c.id::text)) % 2 = 0 THEN jsonb_build_object('fbclid', 'demo-' || left(c.id::text, 8), 'utm_source', 'facebook', 'utm_medium', 'paid_social')
      WHEN c.source = ${o.sources.referral} THEN jsonb_build_object('utm_source', 'newsletter', 'utm_medium', 'email', 'utm_campaign', 'boletin-mensual')
    END AS touch) t
    WHERE c.company_id = ${companyId} AND t.touch IS NOT NULL
    ON CONFLICT (contact_id) DO NOTHING`.execute(db);
  // Each contact's stays in the first pipeline: from its first stage up to the current one (a
  // lost deal after the second stage), evenly between arrival and now; the current stay open.
  await sql`
    WITH p AS (SELECT id FROM pipelines WHERE company_id = ${companyId} ORDER BY position, created_at LIMIT 1),
    stages AS (SELECT id, row_number() OVER (ORDER BY position, created_at) - 1 AS pos, count(*) OVER () AS total FROM pipeline_stages WHERE pipeline_id = (SELECT id FROM p)),
    cur AS (
      SELECT s.contact_id, s.pipeline_id, st.pos AS k, st.total, c.created_at FROM contact_pipeline_stages s
      JOIN stages st ON st.id = s.stage_id JOIN contacts c ON c.id = s.contact_id WHERE s.pipeline_id = (SELECT id FROM p)
    ),
    path AS (
      SELECT cur.*, g.pos, row_number() OVER (PARTITION BY cur.contact_id ORDER BY g.pos) - 1 AS n, count(*) OVER (PARTITION BY cur.contact_id) AS len
      FROM cur CROSS JOIN LATERAL generate_series(0, cur.k) AS g(pos)
      WHERE cur.k < cur.total - 1 OR cur.total < 3 OR g.pos IN (0, 1, cur.k)
    ),
    cleared AS (DELETE FROM contact_stage_history WHERE pipeline_id = (SELECT id FROM p)),
    stays AS (
      INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at, left_at)
      SELECT ${companyId}, path.contact_id, path.pipeline_id, st.id,
        path.created_at + (now() - path.created_at) * (path.n + 0.2) / path.len,
        CASE WHEN path.n < path.len - 1 THEN path.created_at + (now() - path.created_at) * (path.n + 1.2) / path.len END
      FROM path JOIN stages st ON st.pos = path.pos
      RETURNING contact_id, pipeline_id, entered_at, left_at
    )
    UPDATE contact_pipeline_stages s SET assigned_at = stays.entered_at FROM stays
    WHERE stays.left_at IS NULL AND s.contact_id = stays.contact_id AND s.pipeline_id = stays.pipeline_id`.execute(db);
}
