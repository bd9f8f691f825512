import { sql } from 'kysely';
import type { AppDeps } from '../../../deps';
import { ACTIVE_RUN_STATUSES } from '../../../../../contract/workflows';
import type { WorkflowRow } from '../workflows.repository';
import { canEnroll } from './enroll';
import { engineOptions } from './options';
import { enqueue, RESUME_QUEUE, STEP_QUEUE } from './queues';
import { startRuns } from './runs';
import { usableTimeZone } from './waits';
import { notifyRunChanged } from './live';

/** How late a date occurrence may still enroll (a server down for hours catches up; older dates do not fire). */
const DATE_WINDOW = '1 day';

/**
 * date_reached: enrolls the contacts whose date (custom property, plus settings.dateOffsetDays,
 * at settings.dateTime in the company's time zone; every year when dateYearly) has come within
 * the window. The occurrence's day is the trigger key, so each date fires once per occurrence
 * whatever how often this runs.
 */
export async function enrollDueDates(deps: AppDeps, workflow: WorkflowRow): Promise<string[]> {
  if (workflow.triggerType !== 'date_reached' || !workflow.triggerProperty || !canEnroll(workflow)) return [];
  const company = await deps.db.selectFrom('companies').select('timezone').where('id', '=', workflow.companyId).executeTakeFirst();
  const tz = usableTimeZone(company?.timezone);
  const { dateOffsetDays, dateTime, dateYearly } = workflow.settings;
  const at = engineOptions(deps).now();
  const prop = workflow.triggerProperty;
  // Yearly: the anniversaries in last, this and next year (an offset may move one across New Year).
  const years = dateYearly ? sql`generate_series(extract(year FROM (${at}::timestamptz AT TIME ZONE ${tz}))::int - 1, extract(year FROM (${at}::timestamptz AT TIME ZONE ${tz}))::int + 1)` : sql`(VALUES (NULL::int))`;
  const candidates = sql`
    SELECT c.id, trim(concat_ws(' ', nullif(c.name, ''), nullif(c.surname, ''))) AS name, 'date:' || o.day::text AS trigger_key
    FROM contacts c
    CROSS JOIN LATERAL (SELECT (c.custom_properties->>${prop})::date AS d) v
    CROSS JOIN LATERAL (
      SELECT ((CASE WHEN y.y IS NULL THEN v.d ELSE (v.d + make_interval(years => y.y - extract(year FROM v.d)::int))::date END) + ${dateOffsetDays}::int) AS day
      FROM ${years} AS y(y)
    ) o
    WHERE c.company_id = ${workflow.companyId}
      AND c.custom_properties->>${prop} ~ '^\\d{4}-\\d{2}-\\d{2}$'
      AND ((o.day + ${dateTime}::time) AT TIME ZONE ${tz}) <= ${at}::timestamptz
      AND ((o.day + ${dateTime}::time) AT TIME ZONE ${tz}) > ${at}::timestamptz - ${DATE_WINDOW}::interval`;
  const ids = await deps.db.transaction().execute((tx) => startRuns(tx, {
    workflowId: workflow.id, companyId: workflow.companyId, tasks: workflow.tasks, enrolledBy: 'trigger', candidates, skipPreviouslyEnrolled: !workflow.settings.reenroll,
  }));
  for (const id of ids) notifyRunChanged(deps, id);
  return ids;
}

/**
 * Runs left in flight without a job to move them (a job lost with its queue's data, or one that
 * failed outright) get their job again: `running` ones their step job, `waiting` ones whose
 * time has passed their resume job. A run is only touched after it sat still for `idleSeconds`.
 */
export async function sweepStalledRuns(deps: AppDeps, idleSeconds = 120): Promise<number> {
  const { rows } = await sql<{ id: string; status: string; currentStepId: string; waitEvent: string | null }>`
    SELECT r.id, r.status, r.current_step_id, r.wait_event FROM workflow_runs r
    WHERE r.status IN ('running', 'waiting') AND r.current_step_id IS NOT NULL
      AND r.updated_at < clock_timestamp() - make_interval(secs => ${idleSeconds})
      AND (r.status = 'running' OR r.resume_at < clock_timestamp() - make_interval(secs => ${idleSeconds}))
      AND NOT EXISTS (
        SELECT 1 FROM pgboss.job j
        WHERE j.name IN (${STEP_QUEUE}, ${RESUME_QUEUE}) AND j.state IN ('created', 'retry', 'active') AND j.data->>'runId' = r.id::text
      )
    LIMIT 1000`.execute(deps.db);
  for (const r of rows) {
    await deps.db.transaction().execute(async (tx) => {
      if (r.status === 'running') await enqueue(tx, STEP_QUEUE, { runId: r.id, stepId: r.currentStepId });
      else await enqueue(tx, RESUME_QUEUE, { runId: r.id, stepId: r.currentStepId, reason: r.waitEvent ? 'timeout' : 'time' });
      await tx.updateTable('workflowRuns').set({ updatedAt: sql`clock_timestamp()` }).where('id', '=', r.id).where('status', 'in', [...ACTIVE_RUN_STATUSES]).execute();
    });
  }
  return rows.length;
}

/** The periodic tick: due dates of every active date_reached workflow, then the sweep. */
export async function tick(deps: AppDeps): Promise<void> {
  const workflows = await deps.db.selectFrom('workflows').selectAll().where('status', '=', 'active').where('triggerType', '=', 'date_reached').execute();
  for (const w of workflows) {
    // One workflow's bad data (a stored date Postgres cannot read) does not stop the others.
    await enrollDueDates(deps, w).catch(() => {});
  }
  await sweepStalledRuns(deps);
}
