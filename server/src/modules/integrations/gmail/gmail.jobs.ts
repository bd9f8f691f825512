import type { AppDeps } from '../../../deps';
import { syncAllMailboxes } from './gmail.sync';

export const GMAIL_SYNC_QUEUE = 'integrations-gmail-reply-sync';

/**
 * Reply sync of every connected mailbox every 2 minutes (gmail.sync.ts). Without a Pub/Sub push
 * (reference §3.3: notifications may also be late or dropped) this poll is what finds replies;
 * a short singleton keeps two instances from reading the same history at once (a repeat would
 * file nothing twice anyway: messages are unique by Gmail id). Wired in jobs/definitions.ts.
 */
export async function defineGmailJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define<Record<string, never>>(GMAIL_SYNC_QUEUE, async () => {
    // The log names the connection and the error code only (never a token or an address).
    await syncAllMailboxes(deps, { warn: (o, msg) => console.warn(msg, o) });
  });
  await jobs.onStarted(async () => {
    await jobs.boss.schedule(GMAIL_SYNC_QUEUE, '*/2 * * * *', {}, { retryLimit: 0, singletonKey: 'gmail-sync', expireInSeconds: 110 });
  });
}
