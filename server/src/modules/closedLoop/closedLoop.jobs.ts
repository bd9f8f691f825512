import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { SEND_QUEUE } from './closedLoop.queue';
import { sendOfflineConversion } from './closedLoop.send';

export const SWEEP_QUEUE = 'offline-conversion-sweep';

/**
 * Conversions whose job went missing — queued where the job queue was not installed, or a crash
 * between writing the next attempt and queueing it — are due and untouched for 10 minutes.
 */
export async function sweepOfflineConversions(deps: AppDeps): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM offline_conversions
    WHERE status IN ('pending', 'waiting') AND coalesce(next_attempt_at, created_at) < now() - interval '10 minutes' AND updated_at < now() - interval '10 minutes'
    ORDER BY created_at LIMIT 500`.execute(deps.db);
  for (const r of rows) await deps.jobs!.send(SEND_QUEUE, { id: r.id }, { singletonKey: `offline:${r.id}`, retryLimit: 2 });
  return rows.length;
}

export async function defineClosedLoopJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define<{ id: string }>(SEND_QUEUE, async (data) => {
    await sendOfflineConversion(deps, data.id);
  });
  await jobs.define<Record<string, never>>(SWEEP_QUEUE, async () => {
    await sweepOfflineConversions(deps);
  });
  await jobs.onStarted(async () => {
    await jobs.boss.schedule(SWEEP_QUEUE, '*/5 * * * *', {}, { retryLimit: 1 });
  });
}
