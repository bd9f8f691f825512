import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * Everything the dashboard needs before its figures, in one round trip: the zone whose days it
 * counts (the given one, else the company's, else UTC), the range (default the 30 days up to
 * today in that zone), the instants [from, to) bounding its days, the pipeline (the given one or
 * the company's first; null when there is none or the given one is not the company's) and its
 * stages in order. `hourly`: every day of the zone in the range starts on a whole UTC hour (true
 * in every zone with whole-hour offsets): only then do the hourly counts add up to its days
 * exactly; null when the range is empty or longer than `maxDays` (the caller refuses those).
 */
export async function dashboardFrame(db: Db, companyId: string, q: { timeZone?: string; startDate?: string; endDate?: string; pipelineId?: string }, maxDays: number) {
  const { rows } = await sql<{
    timeZone: string; startDate: string; endDate: string; from: Date; to: Date; hourly: boolean | null;
    pipelineId: string | null; pipelineName: string | null; stages: { id: string; name: string }[];
  }>`
    WITH z AS (
      SELECT coalesce(${q.timeZone ?? null}::text, nullif((SELECT timezone FROM companies WHERE id = ${companyId}), ''), 'UTC') AS tz
    ), e AS (
      SELECT tz, coalesce(${q.endDate ?? null}::date, (now() AT TIME ZONE tz)::date) AS e FROM z
    ), r AS (
      SELECT tz, coalesce(${q.startDate ?? null}::date, e - 29) AS s, e FROM e
    )
    SELECT r.tz AS "timeZone", to_char(r.s, 'YYYY-MM-DD') AS "startDate", to_char(r.e, 'YYYY-MM-DD') AS "endDate",
           r.s::timestamp AT TIME ZONE r.tz AS "from", (r.e + 1)::timestamp AT TIME ZONE r.tz AS "to",
           CASE WHEN r.e - r.s BETWEEN 0 AND ${maxDays} THEN
             (SELECT bool_and(extract(epoch FROM d::timestamp AT TIME ZONE r.tz)::bigint % 3600 = 0)
                FROM generate_series(r.s, r.e + 1, interval '1 day') AS d) END AS hourly,
           p.id AS "pipelineId", p.name AS "pipelineName",
           coalesce((SELECT json_agg(json_build_object('id', st.id, 'name', st.name) ORDER BY st.position, st.created_at)
                       FROM pipeline_stages st WHERE st.pipeline_id = p.id), '[]') AS stages
    FROM r LEFT JOIN LATERAL (
      SELECT id, name FROM pipelines
      WHERE company_id = ${companyId} AND (${q.pipelineId ?? null}::uuid IS NULL OR id = ${q.pipelineId ?? null}::uuid)
      ORDER BY position, created_at LIMIT 1
    ) p ON true`.execute(db);
  const row = rows[0];
  return {
    timeZone: row.timeZone, startDate: row.startDate, endDate: row.endDate,
    from: row.from.toISOString(), to: row.to.toISOString(), hourly: row.hourly ?? false,
    pipeline: row.pipelineId ? { id: row.pipelineId, name: row.pipelineName! } : null,
    stages: row.stages,
  };
}
