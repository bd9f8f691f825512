import { DELETION_GRACE_DAYS, type AccountDeletion } from '../../../../contract/dataProtection';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/connection';
import type { AuthUser } from '../../http/authenticate';
import { conflict, invalidField, notFound, wrongPassword } from '../../http/errors';
import { verifyPassword } from '../../http/passwords';
import { findUserById, type UserRow } from '../users/users.repository';
import * as repo from './deletionSchedule.repository';
import { accountDeletionMail } from './deletionMail';

const DAY_MS = 86_400_000;

async function currentUser(db: Db, caller: AuthUser): Promise<UserRow> {
  const row = await findUserById(db, caller.id);
  if (!row) throw notFound('User');
  return row;
}

/** Which companies go with the account (owned alone) and which stay (another owner, or only a collaborator's seat). */
async function companiesOf(db: Db, userId: string) {
  const owned = await repo.ownedCompanies(db, userId);
  const name = (c: repo.CompanyName) => ({ _id: c.id, name: c.name });
  return {
    deleted: owned.filter((c) => !c.otherOwnerId),
    left: [...owned.filter((c) => c.otherOwnerId), ...(await repo.collaboratingCompanies(db, userId))].map(name),
    name,
  };
}

async function stateOf(db: Db, row: UserRow): Promise<AccountDeletion> {
  const { deleted, left, name } = await companiesOf(db, row.id);
  return {
    scheduledFor: row.deletionScheduledFor?.toISOString() ?? null,
    hasPassword: row.passwordHash !== null,
    companiesDeleted: deleted.map(name),
    companiesLeft: left,
  };
}

export async function getAccountDeletion(deps: AppDeps, caller: AuthUser): Promise<AccountDeletion> {
  return stateOf(deps.db, await currentUser(deps.db, caller));
}

/** The password, or for an account without one (Google sign-in) its email typed again. */
async function confirmIdentity(row: UserRow, input: { password?: string; confirmEmail?: string }): Promise<void> {
  if (row.passwordHash !== null) {
    if (!input.password) throw invalidField('body.password', 'Password is required', 'required');
    if (!(await verifyPassword(input.password, row.passwordHash))) throw wrongPassword('password');
    return;
  }
  if (!input.confirmEmail) throw invalidField('body.confirmEmail', 'Type your email to confirm', 'required');
  if (input.confirmEmail.trim().toLowerCase() !== row.email.toLowerCase()) {
    throw invalidField('body.confirmEmail', 'This is not the email of your account', 'confirmation_mismatch');
  }
}

/**
 * Schedules the account's erasure in DELETION_GRACE_DAYS, with the companies it owns alone; every
 * session ends (token version + 1) and the mail with the date and how to cancel goes out in the
 * same transaction (no mail, nothing scheduled). Refusals (wrong password, already scheduled)
 * change nothing.
 */
export async function requestAccountDeletion(deps: AppDeps, caller: AuthUser, input: { password?: string; confirmEmail?: string }, now = new Date()) {
  const row = await currentUser(deps.db, caller);
  await confirmIdentity(row, input);
  if (row.deletionScheduledFor) throw conflict('The account is already scheduled for deletion', 'deletion_already_scheduled');
  const scheduledFor = new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);
  const updated = await deps.db.transaction().execute(async (trx) => {
    const { deleted } = await companiesOf(trx, row.id);
    await repo.scheduleCompanies(trx, deleted.map((c) => c.id), { userId: row.id, origin: 'account', requestedAt: now, scheduledFor });
    const user = await repo.scheduleUser(trx, row.id, now, scheduledFor);
    await deps.connectors.mail.send({ to: row.email, ...accountDeletionMail(row.language, deps.config.publicUrl, scheduledFor, deleted.map((c) => c.name)), tag: 'account-deletion' });
    return user;
  });
  return stateOf(deps.db, updated);
}

/** Signing in during the grace period and cancelling brings back the account and the companies scheduled with it. */
export async function cancelAccountDeletion(deps: AppDeps, caller: AuthUser) {
  const row = await currentUser(deps.db, caller);
  if (!row.deletionScheduledFor) throw conflict('The account is not scheduled for deletion', 'deletion_not_scheduled');
  await deps.db.transaction().execute(async (trx) => {
    await repo.unscheduleAccountCompanies(trx, row.id);
    await repo.unscheduleUser(trx, row.id);
  });
  return getAccountDeletion(deps, caller);
}
