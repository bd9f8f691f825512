import type { AppDeps } from '../../../deps';
import { withToken } from './gmail.sync';

/**
 * Gmail's push needs each mailbox watched on the Pub/Sub topic, again within 7 days (Google
 * recommends daily; reference §3.3): the job calls `users.watch` for every connected mailbox of
 * this server's provider when GMAIL_PUSH_TOPIC is set. The history id it answers is not stored:
 * reply sync goes on from its own (a push only says "look"). One that fails does not stop the rest.
 */
export async function watchAllMailboxes(deps: AppDeps, log?: { warn: (o: object, msg: string) => void }): Promise<{ watched: number; failed: number }> {
  const topic = deps.config.GMAIL_PUSH_TOPIC;
  const connector = deps.connectors.mailbox;
  if (!topic || connector.provider === 'off') return { watched: 0, failed: 0 };
  const rows = await deps.db.selectFrom('integrationConnections').selectAll().where('kind', '=', 'gmail').where('status', '=', 'connected')
    .where('provider', '=', connector.provider).orderBy('id').execute();
  let watched = 0;
  let failed = 0;
  for (const c of rows) {
    try {
      await withToken(deps, c, (token) => connector.watch(token, topic));
      watched += 1;
    } catch (error) {
      failed += 1;
      log?.warn({ connectionId: c.id, code: (error as { code?: string }).code }, 'Gmail: a mailbox could not be watched');
    }
  }
  return { watched, failed };
}
