import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { contactMergeValues, UNVERIFIED_SENDER_MESSAGE } from '../../../../contract/email';
import { senderDomainFor } from '../emailDomains/emailDomains.lookup';
import type { JobInfo } from '../../jobs/queue';
import { BULK_QUEUE } from './bulk.service';
import { findBulk, finishRecipient, moveBulk, nextPending, type BulkRow } from './bulk.repository';
import { checkSelector, resolveRecipients } from './recipients';
import { companyVoice } from './sender';
import { suppressedAmong } from './emailSending.repository';
import { deliverBulkRound } from './bulk.deliver';
import { settleInterrupted } from './bulk.resume';
import type { Clock } from './throttle';

/** The job stopped because this instance is shutting down; pg-boss runs it again (it resumes). */
export class Interrupted extends Error {
  constructor() {
    super('Interrupted by a shutdown; resumes on restart');
  }
}

export type BulkRunOptions = {
  signal?: AbortSignal;
  clock?: Clock;
  /** Messages in progress at once (database work overlaps with the SMTP pool's 5 connections). */
  concurrency?: number;
  /** Recipients read per round; the cancel flag is read once per round. */
  batchSize?: number;
};

const FINAL = ['completed', 'failed', 'cancelled'] as const;

/**
 * Runs (or resumes) one bulk send. Recipients are resolved on the first run only. Each is
 * claimed in the database before its message reaches the connector, so after a crash a resumed
 * run first settles the claimed-but-unfinished ones (bulk.resume.ts: sent if the connector can
 * tell it took them, else failed — never mailed twice), then goes on with the pending ones. The Message-ID is derived from the send and the contact,
 * so the sandbox (and a receiving server) sees the same id if a message were ever handed twice.
 */
export async function runBulkEmail(deps: AppDeps, bulkEmailId: string, options: BulkRunOptions = {}): Promise<void> {
  const { signal, concurrency = 8, batchSize = 200 } = options;
  let bulk = await findBulk(deps.db, bulkEmailId);
  if (!bulk || (FINAL as readonly string[]).includes(bulk.state)) return;

  const domain = await senderDomainFor(deps.db, deps.config, bulk.companyId, bulk.fromEmail);
  if (!domain || !domain.verified) {
    await moveBulk(deps.db, bulk.id, 'failed', [...FINAL], { error: `${UNVERIFIED_SENDER_MESSAGE} (${bulk.fromEmail})`, finished: true });
    return;
  }
  if (!bulk.resolved) {
    const { where } = await checkSelector(deps.db, bulk.companyId, bulk.recipients);
    const current = bulk;
    await deps.db.transaction().execute(async (tx) => {
      // Another run of the job may be resolving too: the row lock makes the second one wait and skip.
      const locked = await tx.selectFrom('bulkEmails').select('resolved').where('id', '=', current.id).forUpdate().executeTakeFirst();
      if (!locked || locked.resolved) return;
      const counts = await resolveRecipients(tx, current.id, current.companyId, where);
      await tx.updateTable('bulkEmails').set({ resolved: true, total: counts.total, skipped: counts.skipped }).where('id', '=', current.id).execute();
    });
  } else {
    await settleInterrupted(deps, bulk.id);
  }
  const started = await moveBulk(deps.db, bulk.id, 'sending', [...FINAL], { started: true });
  if (!started) return;
  bulk = started;

  const voice = await companyVoice(deps.db, bulk.companyId);
  const dkim = domain.dkim;
  const content = { subject: bulk.subject, html: bulk.html, text: bulk.textBody, preheader: null };
  for (;;) {
    if (signal?.aborted) throw new Interrupted();
    const state = (await findBulk(deps.db, bulk.id))?.state;
    if (state !== 'sending') return; // cancelled meanwhile: stop here, what went out stays sent
    const batch = await nextPending(deps.db, bulk.id, batchSize);
    if (!batch.length) break;
    // Suppressed since the job started (an unsubscribe or complaint during the send): skipped.
    const suppressed = await suppressedAmong(deps.db, bulk.companyId, batch.map((r) => r.email));
    const gone = batch.filter((r) => !r.exists).map((r) => r.contactId);
    const blocked = batch.filter((r) => r.exists && suppressed.has(r.email.toLowerCase())).map((r) => r.contactId);
    await finishRecipient(deps.db, bulk.id, blocked, 'skipped', { skipReason: 'suppressed' });
    await finishRecipient(deps.db, bulk.id, gone, 'skipped', { skipReason: 'no_email' });
    const current = bulk;
    const messages = batch.filter((r) => r.exists && !suppressed.has(r.email.toLowerCase())).map((r) => ({
      companyId: current.companyId, companyName: voice.name, language: voice.language,
      from: { email: current.fromEmail, name: current.fromName }, replyTo: current.replyTo, dkim,
      to: { email: r.email, name: [r.name, r.surname].filter((v) => v?.trim()).join(' ') || null }, contactId: r.contactId,
      values: contactMergeValues(r), content, tags: current.tags, test: false, bulk: { bulkEmailId: current.id, contactId: r.contactId },
      headerMessageId: `<bulk.${current.id}.${r.contactId}@${dkim.domainName}>`,
      signal,
    }));
    await deliverBulkRound(deps, current.id, current.tags, messages, { concurrency, signal, clock: options.clock });
  }
  await moveBulk(deps.db, bulk.id, 'completed', [...FINAL], { finished: true });
}


/**
 * The worker: a refusal we can name (AppError) fails the send with its message; a shutdown or a
 * passing error leaves it for pg-boss to retry (it resumes); the last retry fails it.
 */
export async function defineBulkEmailJobs(deps: AppDeps): Promise<void> {
  const jobs = deps.jobs;
  if (!jobs) return;
  await jobs.define<{ bulkEmailId: string }>(BULK_QUEUE, async (data, info: JobInfo) => {
    try {
      await runBulkEmail(deps, data.bulkEmailId, { signal: info.signal });
    } catch (error) {
      const last = !(error instanceof Interrupted) && info.retryCount >= info.retryLimit;
      if (error instanceof AppError || last) {
        const message = error instanceof AppError ? error.message : 'The send stopped because of a server error';
        await moveBulk(deps.db, data.bulkEmailId, 'failed', [...FINAL], { error: message, finished: true }).catch(() => {});
        if (error instanceof AppError) return;
      }
      throw error;
    }
  }, { pollingIntervalSeconds: 1 });
}

export type { BulkRow };
