import { z } from 'zod';
import { defineCall } from './define';
import { id, listOf, pageQuery } from './common';

/**
 * Data protection for one contact (issue 17): the data subject's copy of everything the product
 * keeps about them (one JSON file), erasure of all of it across every area in one go, and the
 * company's log of erasures (who asked, when, which contact id, how many rows per area — never a
 * value of the contact).
 */

/** The areas of the export file and of the erasure counts (server: dataProtection.areas.ts). */
export const PERSONAL_DATA_AREAS = [
  'contact', 'collaborators', 'comments', 'pipelineStages', 'stageHistory', 'listMemberships', 'chatbotAudiences',
  'chatConversations', 'chatMessages', 'emails', 'emailEvents', 'bulkEmailRecipients', 'emailSuppressions', 'outbox',
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
} as const;
