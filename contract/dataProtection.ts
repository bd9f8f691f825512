import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, pageQuery } from './common';
import { company } from './companies';

/**
 * Data protection for one contact (issue 17): the data subject's copy of everything the product
 * keeps about them (one JSON file), erasure of all of it across every area in one go, and the
 * company's log of erasures (who asked, when, which contact id, how many rows per area — never a
 * value of the contact).
 */

/** The areas of the export file and of the erasure counts (server: dataProtection.areas.ts). */
export const PERSONAL_DATA_AREAS = [
  'contact', 'collaborators', 'comments', 'pipelineStages', 'stageHistory', 'stagePaths', 'dashboardFacts', 'emailOutcomes', 'listMemberships', 'chatbotAudiences',
  'chatConversations', 'chatMessages', 'chatReach', 'emails', 'emailEvents', 'bulkEmailRecipients', 'emailSuppressions', 'outbox',
  'gmailMessages', 'webformSubmissions', 'trackingVisitors', 'pageVisits', 'attribution', 'workflowRuns', 'workflowSteps',
  'notifications', 'adConversions', 'adConversionUploads', 'integrationEvents',
] as const;
export type PersonalDataArea = (typeof PERSONAL_DATA_AREAS)[number];

export const contactErasure = z.object({
  _id: z.string(),
  companyId: z.string(),
  /** The erased contact's id (it no longer points at anything). */
  contactId: z.string(),
  /** The member who asked for it; null once they left the product. */
  requestedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Rows removed per area. */
  counts: z.record(z.string(), z.number()),
  /** Total rows removed (the counts added up), for lists. */
  rows: z.number(),
  /** Stored files (chat media…) deleted. */
  files: z.number(),
  createdAt: z.string(),
});
export type ContactErasure = z.infer<typeof contactErasure>;

const contactParams = z.object({ companyId: id, contactId: id });
const byParams = { in: 'params', key: 'companyId' } as const;

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
  exportContactPersonalData: defineCall({
    method: 'GET', path: '/contactPersonalData/:companyId/:contactId',
    summary: 'Everything kept about one contact, as one JSON file (application/json attachment contact-<id>-personal-data.json)',
    // contacts:export, the permission of every other "take contacts' data out of the product"
    // call (owner, admin, manager): the file gathers in one download what agents and viewers
    // may only look at piece by piece.
    params: contactParams, company: byParams, permission: 'contacts:export',
  }),
  eraseContactPersonalData: defineCall({
    method: 'DELETE', path: '/contactPersonalData/:companyId/:contactId',
    summary: 'Erases the contact and everything about them in every area, in one transaction, then their stored files; logs the erasure',
    // company:write: owners and admins only (the company area is admin-only whatever the verb).
    // Erasure answers a legal request to the company as data controller and cannot be undone, so
    // it sits with those who act for the company, not with contacts:delete (managers too).
    params: contactParams, company: byParams, permission: 'company:write', response: contactErasure,
  }),
  listContactErasures: defineCall({
    method: 'GET', path: '/contactErasures/:companyId', summary: "The company's erasure log, newest first",
    // The same people who may erase read the log of erasures (the company's accountability record).
    params: z.object({ companyId: id }), query: pageQuery, company: byParams, permission: 'company:write', response: listOf(contactErasure),
  }),
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
