import { sql } from 'kysely';
import { wholeDays } from './analytics.days';
import { inRange } from './segments';

/**
 * A table whose rows chain per pair (`prev_at`, the previous row of the pair: db/chainedRows.ts,
 * or the stays' refresh of migration 0860) and its daily counts per `group`, UTC day of `at` and
 * day of `prev_at`.
 */
export type Chain = { rows: string; at: string; group: string; days: string; total: string };
/** Messages a person sent, chained per person and contact (migration 0840). */
export const REACH: Chain = { rows: 'chat_reach', at: 'at', group: 'sent_by', days: 'analytics_reach_days', total: 'messages' };
/** Email outcomes, chained per contact and type (migration 0861). */
export const EMAILED: Chain = { rows: 'email_outcomes', at: 'sent_at', group: 'type', days: 'analytics_email_days', total: 'contacts' };
/** Stays that ended, chained per contact and stage by when they ended (migration 0860). */
export const STAYED: Chain = { rows: 'contact_stage_history', at: 'left_at', group: 'stage_id', days: 'analytics_stay_reach_days', total: 'stays' };

/**
 * Per `group` (key), the distinct pairs with a row in [f, t): the range's rows whose previous row
 * of the pair came before f, each pair counted once, at its first row of the range. Whole UTC days
 * inside the range come from the daily counts — as they are when that previous row's day ended
 * before f's day began, and from the rows for those whose previous row fell on f's own day, before
 * f — and the part days at either end from the rows. Any bounds (not only whole hours): every part
 * is exact.
 */
export function chainedCounts(companyId: string, c: Chain, f: string, t: string) {
  const { dayOfFrom, firstDay, lastDay } = wholeDays(f, t);
  const endOfFirst = Date.parse(firstDay) < Date.parse(t) ? firstDay : t;
  const [rows, days, at, group] = [sql.table(c.rows), sql.table(c.days), sql.ref(`r.${c.at}`), sql.raw(c.group)];
  const before = sql`(r.prev_at IS NULL OR r.prev_at < ${f}::timestamptz)`;
  return sql`
    SELECT x.key, sum(x.n)::int AS n FROM (
      SELECT d.${group} AS key, d.${sql.raw(c.total)} AS n FROM ${days} d
      WHERE d.company_id = ${companyId} AND ${inRange(sql`d.day`, firstDay, lastDay)} AND (d.prev_day IS NULL OR d.prev_day < ${dayOfFrom}::timestamptz)
      UNION ALL
      SELECT r.${group}, 1 FROM ${rows} r
      WHERE r.company_id = ${companyId} AND ${inRange(sql`r.prev_at`, dayOfFrom, f)} AND ${inRange(at, firstDay, lastDay)}
      UNION ALL
      SELECT r.${group}, 1 FROM ${rows} r WHERE r.company_id = ${companyId} AND ${inRange(at, f, endOfFirst)} AND ${before}
      UNION ALL
      SELECT r.${group}, 1 FROM ${rows} r WHERE r.company_id = ${companyId} AND ${inRange(at, lastDay, t)} AND ${before}
    ) x GROUP BY x.key HAVING sum(x.n) > 0`;
}
