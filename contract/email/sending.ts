import { z } from 'zod';
import { defineCall } from '../define';
import { email, id, okResponse } from '../common';
import { FIELD_MESSAGES } from '../fieldMessages';
import { contactQueryFields } from '../contacts';
import { SUBJECT_MAX, EMAIL_HTML_MAX } from './templates';

/**
 * Sending (SPEC §7 "Email": mailerSend/sendEmail and sendBulkEmail, issue 14 §2 and §4).
 *
 * Both go through the mail connector (sandbox outbox, SMTP, MailerSend) from an address of a
 * verified sending domain of the company; every message gets its recipient's merge variables, an
 * open pixel, rewritten links, a visible unsubscribe link and RFC 8058 one-click List-Unsubscribe
 * headers (the single send is marketing mail to a contact too; a test send to oneself has them,
 * pointing nowhere harmful). Contacts without an email or on the suppression list (unsubscribed,
 * hard bounced, complained) are skipped and counted.
 * A bulk send is a job: it can be scheduled (`sendAt`), followed (`getBulkEmail`: progress) and
 * cancelled; it is throttled per sending domain and resumes after a crash with no recipient
 * mailed twice.
 * Tracking and unsubscribe endpoints are public (no token): `/api/email/o/:token` (open pixel),
 * `/api/email/c/:token` (click redirect), `/api/email/u/:token` (GET: a confirmation page; POST
 * `List-Unsubscribe=One-Click`: done, no redirect) and `/api/mailerSend/webhook` (provider events,
 * signed). They are plain routes, not contract calls: their answers are images, redirects and pages.
 */

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;

export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounced', 'spam_complaint', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const BULK_STATES = ['scheduled', 'queued', 'sending', 'completed', 'cancelled', 'failed'] as const;
export type BulkState = (typeof BULK_STATES)[number];
/** Per-recipient outcome of a bulk send. */
export const RECIPIENT_STATES = ['pending', 'sent', 'skipped', 'failed'] as const;
export const SKIP_REASONS = ['no_email', 'suppressed', 'duplicate'] as const;
export const MAX_TAGS = 5; // MailerSend's limit
/** How far ahead a send may be scheduled. */
export const MAX_SCHEDULE_DAYS = 30;

export const sender = z.object({
  email,
  name: z.string().trim().max(100, 'A sender name has at most 100 characters').refine((v) => !/[;,"<>]/.test(v), 'A sender name cannot contain ; , " < or >').optional(),
});
export const tags = z.array(z.string().trim().min(1).max(191)).max(MAX_TAGS, `At most ${MAX_TAGS} tags`).default([]);

/** Who a bulk send goes to: a list, a filter of contacts, a pipeline stage, or explicit contacts. */
export const recipientSelector = z.discriminatedUnion('type', [
  z.object({ type: z.literal('list'), listId: id }),
  z.object({ type: z.literal('filter'), ...contactQueryFields.shape }),
  z.object({ type: z.literal('stage'), pipelineId: id, stageId: id }),
  z.object({ type: z.literal('contacts'), contactIds: z.array(id).min(1, 'Choose at least one contact').max(10_000) }),
]);
export type RecipientSelector = z.infer<typeof recipientSelector>;

/** What the suppression list holds: an address, or the `sha256:<hex>` an erased contact's address is kept as (issue 17). */
export const SUPPRESSION_HASH = /^sha256:[0-9a-f]{64}$/;
const suppressedAddress = z.string().trim().toLowerCase()
  .refine((v) => SUPPRESSION_HASH.test(v) || email.safeParse(v).success, { message: FIELD_MESSAGES.invalid_email });

/** The message: a saved template, or a subject with raw content. */
const content = {
  templateId: id.optional(),
  subject: z.string().trim().min(1, 'The email needs a subject').max(SUBJECT_MAX).optional(),
  html: z.string().max(EMAIL_HTML_MAX).optional(),
  text: z.string().max(EMAIL_HTML_MAX).optional(),
};
const needsContent = (b: { templateId?: string; html?: string; text?: string }) => Boolean(b.templateId || b.html || b.text);
const contentMessage = { message: 'Choose a template or write the message', path: ['templateId'] };

export const recipientCount = z.object({
  /** Contacts the selector matches. */
  total: z.number(),
  /** Who would be mailed. */
  sendable: z.number(),
  withoutEmail: z.number(),
  suppressed: z.number(),
  duplicates: z.number(),
});

export const bulkEmail = z.object({
  _id: z.string(),
  companyId: z.string(),
  state: z.enum(BULK_STATES),
  subject: z.string(),
  templateId: z.string().nullable(),
  templateName: z.string().nullable(),
  from: z.object({ email: z.string(), name: z.string().nullable() }),
  recipients: recipientSelector,
  /** How the recipients read in lists: the list's or stage's name, "3 contacts", "Filter: …". */
  recipientsLabel: z.string(),
  tags: z.array(z.string()),
  sendAt: z.string().nullable(),
  total: z.number(),
  sent: z.number(),
  skipped: z.number(),
  failed: z.number(),
  /** 0–100. */
  progress: z.number(),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
export type BulkEmail = z.infer<typeof bulkEmail>;

/**
 * One email event on a contact's timeline (getOneBehavior's `emailEvents`): a message of this
 * company sent to the contact and what came of it. Test sends are left out, and so is
 * `delivered` (every sent message has it; the timeline shows what needs attention).
 */
export const CONTACT_EMAIL_EVENT_TYPES = ['sent', 'opened', 'clicked', 'soft_bounced', 'hard_bounced', 'unsubscribed', 'spam_complaint'] as const;
export const contactEmailEvent = z.object({
  _id: z.string(),
  type: z.enum(CONTACT_EMAIL_EVENT_TYPES),
  at: z.string(),
  messageId: z.string(),
  subject: z.string(),
  /** The bulk send it belongs to, if any. */
  bulkEmailId: z.string().nullable(),
  /** A click's target. */
  url: z.string().nullable(),
});
export type ContactEmailEvent = z.infer<typeof contactEmailEvent>;

export const sendingCalls = {
  sendEmail: defineCall({
    method: 'POST', path: '/mailerSend/sendEmail', summary: 'Send one email to a contact or an address (a template or raw content, with variables)',
    body: z.object({
      companyId: id,
      from: sender,
      /** An address, or a contact of the company (its email and fields fill the variables). */
      to: z.object({ email: email.optional(), name: z.string().trim().max(100).optional(), contactId: id.optional() })
        .refine((t) => Boolean(t.email || t.contactId), { message: 'Choose a recipient', path: ['email'] }),
      ...content,
      replyTo: email.optional(),
      /** Extra values for merge variables, over the contact's own. */
      variables: z.record(z.string().max(120), z.string().max(2000)).default({}),
      tags,
      /** A test send: marked `[Test]`, not counted in statistics, no suppression check. */
      test: z.boolean().default(false),
    }).refine(needsContent, contentMessage),
    response: z.object({ messageId: z.string(), status: z.enum(['sent', 'suppressed']) }),
    company: byBody, permission: 'email:write',
  }),
  sendBulkEmail: defineCall({
    method: 'POST', path: '/mailerSend/sendBulkEmail', summary: 'Send to a list, a filter, a pipeline stage or chosen contacts, now or at sendAt (a job)',
    body: z.object({
      companyId: id,
      from: sender,
      recipients: recipientSelector,
      ...content,
      replyTo: email.optional(),
      tags,
      sendAt: z.iso.datetime({ offset: true, message: 'Enter a date and time' }).optional(),
    }).refine(needsContent, contentMessage),
    response: bulkEmail,
    company: byBody, permission: 'email:write',
  }),
  countRecipients: defineCall({
    method: 'POST', path: '/mailerSend/recipients/count', summary: 'How many contacts a bulk send would reach, and how many it would skip',
    body: z.object({ companyId: id, recipients: recipientSelector }), response: recipientCount,
    company: byBody, permission: 'email:read',
  }),
  listBulkEmails: defineCall({
    method: 'GET', path: '/mailerSend/bulkEmails', summary: "The company's bulk sends, newest first",
    query: z.object({ companyId: id, page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(25) }),
    response: z.object({ data: z.array(bulkEmail), total: z.number() }),
    company: byQuery, permission: 'email:read',
  }),
  getBulkEmail: defineCall({
    method: 'GET', path: '/mailerSend/bulkEmail/:bulkEmailId', summary: 'One bulk send and its progress',
    params: z.object({ bulkEmailId: id }), query: z.object({ companyId: id }), response: bulkEmail,
    company: byQuery, permission: 'email:read',
  }),
  cancelBulkEmail: defineCall({
    method: 'POST', path: '/mailerSend/bulkEmail/:bulkEmailId/cancel', summary: 'Cancel a scheduled or running bulk send (what was sent stays sent)',
    params: z.object({ bulkEmailId: id }), body: z.object({ companyId: id }), response: bulkEmail,
    company: byBody, permission: 'email:write',
  }),
  listSuppressions: defineCall({
    method: 'GET', path: '/mailerSend/suppressions', summary: "The company's suppressed addresses and why",
    query: z.object({ companyId: id, page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(100).default(50) }),
    response: z.object({
      // `_id` is the address itself: an address is suppressed once per company.
      data: z.array(z.object({ _id: z.string(), email: z.string(), reason: z.enum(SUPPRESSION_REASONS), contactId: z.string().nullable(), createdAt: z.string() })),
      total: z.number(),
    }),
    company: byQuery, permission: 'email:read',
  }),
  deleteSuppression: defineCall({
    method: 'DELETE', path: '/mailerSend/suppressions', summary: 'Remove an address from the suppression list (not for complaints)',
    body: z.object({ companyId: id, email: suppressedAddress }), response: okResponse,
    company: byBody, permission: 'email:manage',
  }),
} as const;
