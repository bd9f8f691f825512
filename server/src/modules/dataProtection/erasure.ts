import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import { companyPrefix } from '../../blobs/blobKeys';
import { errorKind } from '../../jobs/recheckDueDomains';
import { countInvoicesOf, purgeExpiredInvoices } from '../billing/billing.retention';
import { ownedCompanies } from './deletionSchedule.repository';
import * as repo from './erasure.repository';

/** What the job logs: ids, counts and times only — never a name, an email or a row's content. */
export type ErasureLine = { msg: string; kind: 'user' | 'company' | 'invoices'; id: string; counts?: Record<string, number>; error?: string };
const logLine = (line: ErasureLine) => console.info(JSON.stringify({ level: 'info', ...line }));

/** Erases one company's rows inside the caller's transaction; answers the row counts per table. */
async function eraseCompanyRows(trx: Db, companyId: string): Promise<Record<string, number>> {
  const tables = await repo.companyScopedTables(trx);
  const counts = await repo.countCompanyRows(trx, companyId, tables);
  await repo.deleteCompanyRows(trx, companyId, tables);
  return counts;
}

/** Stored files go after the commit: a rolled-back purge must not have lost them. */
async function eraseCompanyBlobs(deps: AppDeps, companyId: string): Promise<number> {
  return deps.blobs.deletePrefix(companyPrefix(companyId));
}

/**
 * Erases a company whose date has come: every row of every area in one transaction (re-checked
 * under a row lock, so a cancel that committed first wins), then its files, then the log entry's
 * file count. Answers false when it was not due (cancelled meanwhile).
 */
export async function eraseCompany(deps: AppDeps, companyId: string, now: Date, log = logLine): Promise<boolean> {
  const done = await deps.db.transaction().execute(async (trx) => {
    const due = await repo.lockDueCompany(trx, companyId, now);
    if (!due) return null;
    const counts = await eraseCompanyRows(trx, companyId);
    const logId = await repo.writeErasureLog(trx, { kind: 'company', subjectId: companyId, requestedAt: due.deletionRequestedAt, scheduledFor: due.deletionScheduledFor, counts });
    return { logId, counts };
  });
  if (!done) return false;
  const blobs = await eraseCompanyBlobs(deps, companyId);
  await repo.addErasureCount(deps.db, done.logId, 'blobs', blobs);
  log({ msg: 'company erased', kind: 'company', id: companyId, counts: { ...done.counts, blobs } });
  return true;
}

/**
 * Erases an account whose date has come, in one transaction: the companies it owns alone (with
 * every row of theirs), the ownership of a company that has another owner passed to that owner,
 * then the user (memberships, identities, preferences… go by their cascades). Its issued invoices
 * stay, detached from it, for as long as the law asks (billing migration 0820). Files of the
 * erased companies go after the commit.
 */
export async function eraseUser(deps: AppDeps, userId: string, now: Date, log = logLine): Promise<boolean> {
  const done = await deps.db.transaction().execute(async (trx) => {
    const due = await repo.lockDueUser(trx, userId, now);
    if (!due) return null;
    const owned = await ownedCompanies(trx, userId);
    const erased: string[] = [];
    let rows = 0;
    for (const company of owned) {
      if (company.otherOwnerId) {
        await repo.transferOwnership(trx, company.id, company.otherOwnerId);
        continue;
      }
      const counts = await eraseCompanyRows(trx, company.id);
      rows += Object.values(counts).reduce((a, b) => a + b, 0);
      await repo.writeErasureLog(trx, { kind: 'company', subjectId: company.id, requestedAt: due.deletionRequestedAt, scheduledFor: due.deletionScheduledFor, counts });
      erased.push(company.id);
    }
    const invoicesRetained = await countInvoicesOf(trx, userId);
    await repo.deleteUserRow(trx, userId);
    const counts = { companies: erased.length, companyRows: rows, companiesKept: owned.length - erased.length, invoicesRetained };
    await repo.writeErasureLog(trx, { kind: 'user', subjectId: userId, requestedAt: due.deletionRequestedAt, scheduledFor: due.deletionScheduledFor, counts });
    return { erased, counts };
  });
  if (!done) return false;
  let blobs = 0;
  for (const companyId of done.erased) blobs += await eraseCompanyBlobs(deps, companyId);
  log({ msg: 'account erased', kind: 'user', id: userId, counts: { ...done.counts, blobs } });
  return true;
}

/**
 * The purge job's work: every account and company whose date is before `now` (a parameter, so
 * tests move the clock instead of waiting). Accounts first: their companies go with them. One
 * failure is logged by id and error kind and does not stop the rest; the next run tries again.
 * Last, the kept invoices of erased accounts whose retention has ended.
 */
export async function eraseDue(deps: AppDeps, now = new Date(), log = logLine): Promise<{ users: number; companies: number }> {
  const result = { users: 0, companies: 0 };
  const attempt = async (kind: 'user' | 'company', id: string, erase: () => Promise<boolean>) => {
    try {
      if (await erase()) result[kind === 'user' ? 'users' : 'companies'] += 1;
    } catch (error) {
      log({ msg: 'erasure failed', kind, id, error: errorKind(error) });
    }
  };
  for (const id of await repo.dueUserIds(deps.db, now)) await attempt('user', id, () => eraseUser(deps, id, now, log));
  for (const id of await repo.dueCompanyIds(deps.db, now)) await attempt('company', id, () => eraseCompany(deps, id, now, log));
  try {
    const invoices = await purgeExpiredInvoices(deps.db, now);
    if (invoices) log({ msg: 'retained invoices erased', kind: 'invoices', id: 'retention-ended', counts: { invoices } });
  } catch (error) {
    log({ msg: 'erasure failed', kind: 'invoices', id: 'retention-ended', error: errorKind(error) });
  }
  return result;
}
