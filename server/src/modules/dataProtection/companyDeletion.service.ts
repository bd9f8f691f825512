import { DELETION_GRACE_DAYS } from '../../../../contract/dataProtection';
import type { Role } from '../../../../contract/roles';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../http/authenticate';
import { conflict, invalidField, notFound } from '../../http/errors';
import { findCompany } from '../companies/companies.repository';
import { toCompanyDto } from '../companies/companies.presenter';
import * as repo from './deletionSchedule.repository';
import { companyDeletionMail } from './deletionMail';

const DAY_MS = 86_400_000;

/**
 * Schedules the company's erasure in DELETION_GRACE_DAYS (the contract's `company:delete` lets only
 * the owner here). The company stays usable until then, with a banner. Every member is told by
 * mail in the same transaction.
 */
export async function scheduleCompanyDeletion(deps: AppDeps, company: { id: string; role: Role }, caller: AuthUser, confirmName: string, now = new Date()) {
  const row = await findCompany(deps.db, company.id);
  if (!row) throw notFound('Company');
  if (confirmName.trim() !== row.name.trim()) {
    throw invalidField('body.confirmName', "Type the company's name exactly as it is written", 'confirmation_mismatch');
  }
  if (row.deletionScheduledFor) throw conflict('The company is already scheduled for deletion', 'deletion_already_scheduled');
  const scheduledFor = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  await deps.db.transaction().execute(async (trx) => {
    await repo.scheduleCompanies(trx, [row.id], { userId: caller.id, origin: 'company', requestedAt: now, scheduledFor });
    for (const member of await repo.companyMembers(trx, row.id)) {
      await deps.connectors.mail.send({ to: member.email, ...companyDeletionMail(member.language, deps.config.publicUrl, scheduledFor, row.name), tag: 'company-deletion', companyId: row.id });
    }
  });
  return toCompanyDto((await findCompany(deps.db, row.id))!, company.role);
}

/**
 * Cancels it. A company scheduled together with its owner's account comes back only with the
 * account (cancelling it alone would leave it to be erased with the account anyway).
 */
export async function cancelCompanyDeletion(deps: AppDeps, company: { id: string; role: Role }) {
  const row = await findCompany(deps.db, company.id);
  if (!row) throw notFound('Company');
  if (!row.deletionScheduledFor) throw conflict('The company is not scheduled for deletion', 'deletion_not_scheduled');
  if (row.deletionOrigin === 'account') throw conflict("The company goes with its owner's account: cancel the account's deletion", 'scheduled_with_account');
  return toCompanyDto(await repo.unscheduleCompany(deps.db, row.id), company.role);
}
