import type { AppDeps } from '../../deps';
import { createQueueOnce } from '../../jobs/queue';
import { eraseDue } from './erasure';

export const ERASURE_QUEUE = 'data-protection-erasure';

/**
 * The purge: every 15 minutes, accounts and companies whose grace period has ended are erased.
 * The stately queue keeps one run at a time across instances (a long purge is never overlapped).
 */
export async function defineDataProtectionJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  // pg-boss schedules only existing queues; start() is idempotent, so the queue can exist now.
  await jobs.boss.start();
  await createQueueOnce(jobs.boss, ERASURE_QUEUE, { name: ERASURE_QUEUE, policy: 'stately' });
  await jobs.define(ERASURE_QUEUE, async () => {
    await eraseDue(deps);
  });
  await jobs.boss.schedule(ERASURE_QUEUE, '*/15 * * * *');
}
