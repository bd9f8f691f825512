import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import { MailSendError } from '../../connectors/mail';
import { suppress } from './emailSending.repository';
import { claimAndInsertMessages, finishRecipient, markSentMany, releaseClaims } from './bulk.repository';
import { deliverMessage, prepareMessage, sentEvents, suppressingOutcome, type OutgoingMessage, type PreparedMessage } from './message.send';
import { realClock, throttleFor, type Clock } from './throttle';

/** Recipients claimed (and their messages recorded) per statement. */
const CLAIM_CHUNK = 16;
/** Handed-over messages marked sent per statement. */
const FLUSH_SIZE = 32;

type Claimed = { msg: OutgoingMessage & { contactId: string }; prepared: PreparedMessage; id: string };
type Options = { concurrency: number; signal?: AbortSignal; clock?: Clock };

/**
 * Delivers one round of a bulk send with the database work batched: recipients are claimed and
 * their messages recorded CLAIM_CHUNK at a time, always before the connector sees them (at most
 * once, as with single sends), and handed-over messages are marked sent FLUSH_SIZE at a time.
 * `concurrency` messages are with the connector at once. Per message that is two statements
 * fewer than sendMessage, and the send's counter row is written once per flush instead of once
 * per message (eight workers no longer queue on its lock).
 * After a crash, the claimed-but-unmarked recipients (up to CLAIM_CHUNK + FLUSH_SIZE +
 * concurrency) count as failed, as any interrupted recipient does; when the job is stopped
 * (shutdown, `signal`) the claims not yet handed over are given back instead.
 * Returns when every recipient is done, or early when `signal` aborts; a connector refusal
 * fails that recipient only; any other error stops the round and is thrown (after marking what
 * was sent).
 */
export async function deliverBulkRound(deps: AppDeps, bulkEmailId: string, tags: string[], messages: (OutgoingMessage & { contactId: string })[], options: Options): Promise<void> {
  const { signal, clock = realClock } = options;
  const throttle = throttleFor(deps);
  const waiting = [...messages];
  const ready: Claimed[] = [];
  const unsent: Claimed[] = [];
  let sent: Parameters<typeof markSentMany>[2] = [];
  let claiming: Promise<void> | null = null;
  let flushing: Promise<void> = Promise.resolve();
  let broken = false;

  const claimNext = async () => {
    const chunk = waiting.splice(0, CLAIM_CHUNK).map((msg) => ({ msg, prepared: prepareMessage(deps, msg), id: randomUUID() }));
    const claimed = await claimAndInsertMessages(deps.db, bulkEmailId, tags, chunk.map(({ msg, prepared, id }) => ({
      id, contactId: msg.contactId, companyId: msg.companyId, toEmail: msg.to.email, fromEmail: msg.from.email, subject: prepared.composed.subject,
      language: msg.language, tokenHash: prepared.row.tokenHash as Buffer, headerMessageId: prepared.headerMessageId, links: prepared.composed.links,
    })));
    // Another run of the same job claimed the rest: they are its to send.
    ready.push(...chunk.filter((c) => claimed.has(c.msg.contactId)));
  };
  const take = async (): Promise<Claimed | undefined> => {
    for (;;) {
      if (ready.length) return ready.shift();
      if (!waiting.length && !claiming) return undefined;
      claiming ??= claimNext().finally(() => (claiming = null));
      await claiming;
    }
  };
  const flush = () => {
    const items = sent;
    sent = [];
    flushing = flushing.then(() => markSentMany(deps.db, bulkEmailId, items));
    return flushing;
  };

  const worker = async () => {
    try {
      await work();
    } catch (error) {
      broken = true; // the other workers finish the message in their hands and stop
      throw error;
    }
  };
  const work = async () => {
    for (let item = await take(); item; item = await take()) {
      if (broken || signal?.aborted) {
        unsent.push(item);
        continue;
      }
      await throttle.acquire(item.msg.dkim.domainName, signal);
      if (signal?.aborted) {
        unsent.push(item);
        continue;
      }
      try {
        const delivered = await deliverMessage(deps, item.msg, item.prepared, item.id, clock);
        sent.push({ id: item.id, contactId: item.msg.contactId, providerMessageId: delivered.providerMessageId, events: sentEvents(delivered) });
        if (suppressingOutcome(delivered)) await suppress(deps.db, item.msg.companyId, item.msg.to.email, delivered.outcome, item.msg.contactId);
        if (sent.length >= FLUSH_SIZE) await flush();
      } catch (error) {
        if (error instanceof MailSendError) {
          await finishRecipient(deps.db, bulkEmailId, [item.msg.contactId], 'failed', { error: error.message.slice(0, 500) });
          continue;
        }
        throw error;
      }
    }
  };

  const results = await Promise.allSettled(Array.from({ length: Math.max(1, options.concurrency) }, worker));
  await flush();
  // Claimed, never handed over (stopping, or a worker broke): pending again for the next run.
  await releaseClaims(deps.db, bulkEmailId, [...unsent, ...ready].map((c) => c.id));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}
