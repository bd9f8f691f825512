import type { AppDeps } from '../../../deps';
import { refreshCalendlyTokens } from './calendly.service';

export const CALENDLY_REFRESH_QUEUE = 'integrations-calendly-token-refresh';

/**
 * Calendly's access tokens last 2 hours and are refreshed before each use; every hour (at :23)
 * the ones ending within 70 minutes are refreshed too, so a grant revoked at Calendly shows as
 * `expired` on the card before anyone needs it. Wire with one line in jobs/definitions.ts.
 */
export async function defineCalendlyJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define<Record<string, never>>(CALENDLY_REFRESH_QUEUE, async () => {
    await refreshCalendlyTokens(deps);
  });
  await jobs.onStarted(async () => {
    await jobs.boss.schedule(CALENDLY_REFRESH_QUEUE, '23 * * * *', {}, { retryLimit: 1 });
  });
}
