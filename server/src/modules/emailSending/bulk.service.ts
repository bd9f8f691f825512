import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../http/authenticate';
import { AppError, conflict, invalidField, notFound } from '../../http/errors';
import { MAX_SCHEDULE_DAYS, type BulkEmail, type RecipientSelector, type sendingCalls } from '../../../../contract/email';
import { resolveContent } from './content';
import { requireVerifiedSender } from './sender';
import { checkSelector, countRecipients } from './recipients';
import { findBulk, insertBulk, listBulks, moveBulk, type BulkRow } from './bulk.repository';

export const BULK_QUEUE = 'email-bulk-send';
/**
 * pg-boss takes a job over from a worker that went silent after this long. A bulk send of 100,000
 * at 50 msgs/s runs ~35 minutes; a takeover while the first worker still runs is harmless (each
 * recipient is claimed once), it just waits for the throttle.
 */
const JOB_EXPIRY_SECONDS = 6 * 3600;

type SendBody = z.output<typeof sendingCalls.sendBulkEmail.body>;

function requireJobs(deps: AppDeps) {
  if (!deps.jobs) throw new AppError(503, 'jobs_unavailable', 'Background jobs are not running on this server');
  return deps.jobs;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentBulk(row: BulkRow): BulkEmail {
  const done = row.sent + row.skipped + row.failed;
  const finished = row.state === 'completed';
  return {
    _id: row.id, companyId: row.companyId, state: row.state, subject: row.subject, templateId: row.templateId, templateName: row.templateName,
    from: { email: row.fromEmail, name: row.fromName }, recipients: row.recipients, recipientsLabel: row.recipientsLabel, tags: row.tags,
    sendAt: iso(row.sendAt), total: row.total, sent: row.sent, skipped: row.skipped, failed: row.failed,
    progress: finished ? 100 : row.total ? Math.min(100, Math.floor((done / row.total) * 100)) : 0,
    error: row.error, createdAt: row.createdAt.toISOString(), startedAt: iso(row.startedAt), finishedAt: iso(row.finishedAt), createdBy: row.createdBy,
  };
}

function checkSendAt(sendAt: string | undefined, now = Date.now()): Date | null {
  if (!sendAt) return null;
  const at = new Date(sendAt);
  if (at.getTime() < now - 60_000) throw invalidField('body.sendAt', 'Choose a time in the future');
  if (at.getTime() > now + MAX_SCHEDULE_DAYS * 86_400_000) throw invalidField('body.sendAt', `A send can be scheduled at most ${MAX_SCHEDULE_DAYS} days ahead`);
  return at.getTime() > now ? at : null;
}

export async function countFor(db: Db, companyId: string, selector: RecipientSelector) {
  const { where } = await checkSelector(db, companyId, selector);
  return countRecipients(db, companyId, where);
}

/**
 * Queues a bulk send (issue 14 §4): checks the recipients' selector, the content and the sender
 * now, keeps a copy of the message, and schedules the job at `sendAt` (or now). Recipients are
 * resolved when the job runs.
 */
export async function createBulk(deps: AppDeps, companyId: string, user: AuthUser, body: SendBody): Promise<BulkEmail> {
  const jobs = requireJobs(deps);
  const sendAt = checkSendAt(body.sendAt);
  const { label } = await checkSelector(deps.db, companyId, body.recipients);
  const content = await resolveContent(deps.db, companyId, body);
  await requireVerifiedSender(deps, companyId, body.from.email);
  const row = await insertBulk(deps.db, {
    companyId, state: sendAt ? 'scheduled' : 'queued', subject: content.subject, templateId: content.templateId, templateName: content.templateName,
    html: content.html, textBody: content.text, fromEmail: body.from.email, fromName: body.from.name ?? null, replyTo: body.replyTo ?? null,
    recipients: JSON.stringify(body.recipients), recipientsLabel: label, tags: body.tags, sendAt, createdBy: user.id, error: null,
  });
  try {
    await jobs.send(BULK_QUEUE, { bulkEmailId: row.id }, { expireInSeconds: JOB_EXPIRY_SECONDS, retryLimit: 5, ...(sendAt ? { startAfter: sendAt } : {}) });
  } catch (error) {
    await deps.db.deleteFrom('bulkEmails').where('id', '=', row.id).execute();
    throw error;
  }
  return presentBulk(row);
}

export async function listBulk(db: Db, companyId: string, page: number, limit: number) {
  const { rows, total } = await listBulks(db, companyId, page, limit);
  return { data: rows.map(presentBulk), total };
}

export async function getBulk(db: Db, companyId: string, id: string): Promise<BulkEmail> {
  const row = await findBulk(db, id, companyId);
  if (!row) throw notFound('Bulk email');
  return presentBulk(row);
}

/**
 * Cancels a scheduled or queued send (nothing goes out) or a running one (it stops once the
 * messages in the connector's hands are done; what was sent stays sent). A finished send: 409.
 */
export async function cancelBulk(db: Db, companyId: string, id: string): Promise<BulkEmail> {
  const row = await findBulk(db, id, companyId);
  if (!row) throw notFound('Bulk email');
  const moved = await moveBulk(db, id, 'cancelled', ['completed', 'failed', 'cancelled'], { finished: true });
  if (!moved) throw conflict('This send has already finished', 'bulk_email_finished');
  return presentBulk(moved);
}
