import type { AppDeps } from '../../../deps';
import { syncAllMailboxes } from './gmail.sync';
import { watchAllMailboxes } from './gmail.watch';

export const GMAIL_SYNC_QUEUE = 'integrations-gmail-reply-sync';
export const GMAIL_WATCH_QUEUE = 'integrations-gmail-watch';
const warn = (o: object, msg: string) => console.warn(msg, o);

/**
 * Reply sync of every connected mailbox every 2 minutes (gmail.sync.ts). Without a Pub/Sub push
 * (reference §3.3: notifications may also be late or dropped) this poll is what finds replies;
 * a short singleton keeps two instances from reading the same history at once (a repeat would
 * file nothing twice anyway: messages are unique by Gmail id). With GMAIL_PUSH_TOPIC, every
 * mailbox is also watched daily (gmail.watch.ts). Wired in jobs/definitions.ts.
 */
export async function defineGmailJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define<Record<string, never>>(GMAIL_SYNC_QUEUE, async () => {
    // The log names the connection and the error code only (never a token or an address).
    await syncAllMailboxes(deps, { warn });
  });
  await jobs.define<Record<string, never>>(GMAIL_WATCH_QUEUE, async () => {
    await watchAllMailboxes(deps, { warn });
  });
  await jobs.onStarted(async () => {
    await jobs.boss.schedule(GMAIL_SYNC_QUEUE, '*/2 * * * *', {}, { retryLimit: 0, singletonKey: 'gmail-sync', expireInSeconds: 110 });
    // Daily, and once at start-up (a mailbox connected while no instance ran the job is watched then).
    if (deps.config.GMAIL_PUSH_TOPIC) {
      await jobs.boss.schedule(GMAIL_WATCH_QUEUE, '41 5 * * *', {}, { retryLimit: 2 });
      await jobs.send(GMAIL_WATCH_QUEUE, {}, { retryLimit: 1, singletonKey: 'startup' });
    }
  });
}
