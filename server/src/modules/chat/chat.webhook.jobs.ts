import type { FastifyBaseLogger } from 'fastify';
import { CloudChat } from '../../connectors/chat/cloud';
import { parseNotification } from '../../connectors/chat/cloud.webhook';
import type { AppDeps } from '../../deps';
import { handleCloudEvents } from './chat.webhook';

/** Cloud API notifications answered before they were handled, handled again from here. */
export const CLOUD_NOTIFICATION_QUEUE = 'chat-cloud-notification';
/** After the first attempt has usually filed everything (a slow file), which this one then skips. */
export const SECOND_ATTEMPT_AFTER_SECONDS = 60;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const quiet: Log = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A notification answered 200 before it was handled (a slow file: Meta must have its answer
 * within seconds) is never sent again by Meta. So before that answer it is kept as a job, due a
 * minute later: the job hands the same notification to the same handling, which skips what the
 * first attempt filed (messages by their vendor id, statuses only forward) and files what it did
 * not — after a crash, or a part that failed. A part failing here fails the job, and pg-boss
 * retries it with backoff. Signed and parsed already: the job holds the notification's JSON.
 */
export async function keepForSecondAttempt(deps: AppDeps, body: unknown): Promise<boolean> {
  if (!deps.jobs) return false;
  await deps.jobs.send(CLOUD_NOTIFICATION_QUEUE, { body }, { startAfter: SECOND_ATTEMPT_AFTER_SECONDS, retryLimit: 8, retryDelay: 30, retryBackoff: true });
  return true;
}

export async function handleKeptNotification(deps: AppDeps, body: unknown, log: Log = quiet): Promise<void> {
  const chat = deps.connectors.chat;
  // The channel is no longer the Cloud API on this server: nothing to file it with.
  if (!(chat instanceof CloudChat)) return;
  const { failed } = await handleCloudEvents(deps, chat, parseNotification(body), log);
  if (failed) throw new Error(`${failed} part(s) of a WhatsApp Cloud notification failed; retried`);
}

export async function defineChatJobs(deps: AppDeps, log?: Log): Promise<void> {
  await deps.jobs?.define<{ body: unknown }>(CLOUD_NOTIFICATION_QUEUE, (data) => handleKeptNotification(deps, data.body, log));
}
