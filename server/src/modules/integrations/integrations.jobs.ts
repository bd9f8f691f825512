import type { AppDeps } from '../../deps';
import { refreshExpiringTokens } from './facebook.service';

export const REFRESH_QUEUE = 'integrations-token-refresh';

/**
 * Tokens that run out within 7 days are exchanged again, once a day (04:17 UTC) and once at
 * start-up (a server that was off for a while catches up). A token that cannot be renewed leaves
 * its connection `expired` with the error; the card asks to connect again.
 */
export async function defineIntegrationJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define<Record<string, never>>(REFRESH_QUEUE, async () => {
    await refreshExpiringTokens(deps);
  });
  await jobs.onStarted(async () => {
    await jobs.boss.schedule(REFRESH_QUEUE, '17 4 * * *', {}, { retryLimit: 2 });
    await jobs.send(REFRESH_QUEUE, {}, { retryLimit: 1, singletonKey: 'startup' });
  });
}
