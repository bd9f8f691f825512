import { z } from 'zod';
import { defineCall } from './define';
import { id } from './common';
import { company } from './companies';

/** Days between a deletion request and the erasure; signing in (account) or the owner (company) can cancel meanwhile. */
export const DELETION_GRACE_DAYS = 30;

const companyName = z.object({ _id: id, name: z.string() });

/**
 * The account's deletion state and what it would do to the companies the user works in: one the
 * user owns alone is deleted with the account; one that has another owner is left and the user is
 * only removed from it; one where the user is a collaborator loses that collaborator.
 */
export const accountDeletion = z.object({
  /** When the account and `companiesDeleted` are erased; null when no deletion is scheduled. */
  scheduledFor: z.string().nullable(),
  /** An account without a password (Google sign-in) confirms with its email instead. */
  hasPassword: z.boolean(),
  companiesDeleted: z.array(companyName),
  companiesLeft: z.array(companyName),
});
export type AccountDeletion = z.infer<typeof accountDeletion>;

export const dataProtectionCalls = {
  getAccountDeletion: defineCall({
    method: 'GET', path: '/user/deletion', summary: "The signed-in user's account deletion: its date if scheduled, and which companies go with it",
    response: accountDeletion,
  }),
  requestAccountDeletion: defineCall({
    method: 'POST', path: '/user/deletion',
    summary: `Schedules the account's erasure in ${DELETION_GRACE_DAYS} days (with the password, or the email for accounts without one); every session ends and a mail says how to cancel`,
    body: z.object({
      password: z.string().min(1, 'Password is required').max(200).optional(),
      confirmEmail: z.string().trim().min(1).max(320).optional(),
    }),
    response: accountDeletion,
  }),
  cancelAccountDeletion: defineCall({
    method: 'DELETE', path: '/user/deletion', summary: 'Cancels the scheduled erasure of the account and of the companies scheduled with it',
    response: accountDeletion,
  }),
  scheduleCompanyDeletion: defineCall({
    method: 'POST', path: '/company/:id/deletion',
    summary: `Schedules the erasure of the company and all its data in ${DELETION_GRACE_DAYS} days (owner only; confirmed by typing its name); members are told by mail`,
    params: z.object({ id }), body: z.object({ confirmName: z.string().trim().min(1, 'Required').max(200) }),
    company: { in: 'params', key: 'id' }, permission: 'company:delete', response: company,
  }),
  cancelCompanyDeletion: defineCall({
    method: 'DELETE', path: '/company/:id/deletion', summary: "Cancels the company's scheduled erasure (owner only)",
    params: z.object({ id }), company: { in: 'params', key: 'id' }, permission: 'company:delete', response: company,
  }),
} as const;
