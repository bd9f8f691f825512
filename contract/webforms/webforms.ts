import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';
import { sortOrder } from '../contacts';
import { attribution, touch } from './attribution';
import { contactEmailEvent } from '../email/sending';

/**
 * Tracking and web forms (SPEC §7 "Landings and domains", issue 13 §4). What each id is:
 * - getScriptForTracking/{companyId}: the company's snippet (one per company, any site).
 * - getBehaviors/{companyId}: the company's visitors; getOneBehavior/{companyId}/{contactId}: one
 *   contact's timeline (visits, clicks, submissions).
 * - getFormsData/{companyId}: the forms that have been submitted (a landing form or a site's form);
 *   getOneFormData/{companyId}/{formId}: one of them.
 * - webForms/{companyId}: the submissions; webForm/{companyId}/{submissionId}: one of them. Only a
 *   submission's status and notes are editable: the fields are the visitor's words, kept as sent
 *   (the contact they created is edited on its own page).
 * Every path carries the company id, so membership is checked wherever the other id sits.
 *
 * The public calls (no token, CORS for any origin, rate-limited, bodies capped) take the flat
 * `application/x-www-form-urlencoded` bodies a plain HTML form or `navigator.sendBeacon` sends
 * (JSON is accepted too); on a published landing the same three answer on its own origin under
 * `/_lp/` (t.js, collect, submit), the landing known by the Host.
 */

const byParams = { in: 'params', key: 'companyId' } as const;

export const SUBMISSION_STATUSES = ['new', 'contacted', 'qualified', 'discarded', 'spam'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const TRACKING_EVENT_TYPES = ['page_view', 'cta_click', 'form_submit'] as const;
export type TrackingEventType = (typeof TRACKING_EVENT_TYPES)[number];

/** Request body caps of the public calls (bytes). */
export const COLLECT_BODY_MAX = 8 * 1024;
export const SUBMIT_BODY_MAX = 32 * 1024;
/** Requests per minute per client IP on each public call. */
export const COLLECT_RATE_LIMIT = 120;
export const SUBMIT_RATE_LIMIT = 10;
/** The honeypot input every landing form carries, invisible to people: a value means a bot. */
export const HONEYPOT_FIELD = '_hp';
/** Hidden input naming the form (a landing form's `data-landing-form`, a site form's `data-lp-form`). */
export const FORM_KEY_FIELD = '_form';

export const siteKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Unknown site key');

export const submission = z.object({
  _id: z.string(),
  companyId: z.string(),
  formId: z.string(),
  formName: z.string(),
  landingId: z.string().nullable(),
  landingName: z.string().nullable(),
  /** The contact it created or updated. */
  contactId: z.string().nullable(),
  contactName: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  notes: z.string(),
  /** What the visitor typed, by input name (`email`, `property.budget`…). */
  fields: z.record(z.string(), z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  consent: z.object({ given: z.boolean(), text: z.string().nullable(), at: z.string().nullable() }),
  /** The last touch's source: `google / cpc`, a referrer's host, `direct`. */
  source: z.string(),
  attribution,
  pageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Submission = z.infer<typeof submission>;

export const SUBMISSION_SORT_FIELDS = ['createdAt', 'status', 'source', 'formName', 'email'] as const;
export const submissionFilters = z.object({
  formId: id.optional(),
  landingId: id.optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  /** Exact source as listed (`google / cpc`, `direct`…). */
  source: z.string().trim().max(200).optional(),
  /** Inclusive dates, YYYY-MM-DD (UTC). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
}).strict();
export type SubmissionFilters = z.infer<typeof submissionFilters>;

export const webForm = z.object({
  _id: z.string(),
  companyId: z.string(),
  landingId: z.string().nullable(),
  landingName: z.string().nullable(),
  /** The site's host for a form outside the landings. */
  site: z.string().nullable(),
  formKey: z.string(),
  name: z.string(),
  submissions: z.number(),
  lastSubmissionAt: z.string().nullable(),
  /** Every input name submitted so far. */
  fieldNames: z.array(z.string()),
  createdAt: z.string(),
});
export type WebForm = z.infer<typeof webForm>;

export const behaviorEvent = z.object({
  _id: z.string(),
  type: z.enum(TRACKING_EVENT_TYPES),
  at: z.string(),
  url: z.string(),
  title: z.string().nullable(),
  /** A call to action's text, or the form's name. */
  label: z.string().nullable(),
  /** Where a call to action leads. */
  href: z.string().nullable(),
  landingId: z.string().nullable(),
  landingName: z.string().nullable(),
  submissionId: z.string().nullable(),
  /** The URL's own source parameters and referrer when the event arrived with some. */
  touch: touch.nullable(),
  source: z.string(),
});
export type BehaviorEvent = z.infer<typeof behaviorEvent>;

export const visitorSummary = z.object({
  _id: z.string(),
  contactId: z.string().nullable(),
  contactName: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  events: z.number(),
  source: z.string(),
  attribution,
});

export const behavior = z.object({
  contactId: z.string(),
  contactName: z.string(),
  /** Kept on the contact from its submissions: the first source ever, the latest one. */
  attribution,
  visitors: z.number(),
  submissions: z.number(),
  /** Newest first, at most 500. */
  events: z.array(behaviorEvent),
  /** The contact's email events (module emailSending), newest first, at most 500; always sent by this server. */
  emailEvents: z.array(contactEmailEvent).optional(),
});
export type Behavior = z.infer<typeof behavior>;

export const landingStat = z.object({
  landingId: z.string(),
  visits: z.number(),
  visitors: z.number(),
  submissions: z.number(),
  /** submissions / visits, 0 without visits (0–1). */
  conversionRate: z.number(),
});
export type LandingStat = z.infer<typeof landingStat>;

/** The flat body of the public calls: input names to text values. */
const flatBody = z.record(z.string().max(100), z.union([z.string().max(5000), z.boolean(), z.number()]))
  .refine((b) => Object.keys(b).length <= 80, { message: 'At most 80 fields' });

const companyParams = z.object({ companyId: id });
const page = z.coerce.number().int().min(1).default(1);

export const webformCalls = {
  getScriptForTracking: defineCall({
    method: 'GET', path: '/getScriptForTracking/:companyId', summary: "The company's tracking snippet for any site (a <script> tag loading the first-party script with the company's public site key)",
    params: companyParams, company: byParams, permission: 'webforms:read',
    response: z.object({ siteKey: z.string(), scriptUrl: z.string(), snippet: z.string() }),
  }),
  getBehaviors: defineCall({
    method: 'GET', path: '/getBehaviors/:companyId', summary: "The company's visitors, last seen first (identified ones carry their contact)",
    params: companyParams,
    query: z.object({ page, limit: z.coerce.number().int().min(1).max(200).default(50), identified: z.enum(['true', 'false']).optional() }),
    company: byParams, permission: 'webforms:read', response: listOf(visitorSummary),
  }),
  getOneBehavior: defineCall({
    method: 'GET', path: '/getOneBehavior/:companyId/:contactId', summary: "One contact's timeline: visits, clicks and submissions with their sources, and the first and last touch",
    params: z.object({ companyId: id, contactId: id }), company: byParams, permission: 'webforms:read', response: behavior,
  }),
  getFormsData: defineCall({
    method: 'GET', path: '/getFormsData/:companyId', summary: "The company's forms that have received submissions, with their counts",
    params: companyParams, company: byParams, permission: 'webforms:read', response: z.object({ data: z.array(webForm) }),
  }),
  getOneFormData: defineCall({
    method: 'GET', path: '/getOneFormData/:companyId/:formId', summary: 'One form with its counts and the input names it has received',
    params: z.object({ companyId: id, formId: id }), company: byParams, permission: 'webforms:read', response: webForm,
  }),
  webForms: defineCall({
    method: 'POST', path: '/webForms/:companyId', summary: 'The submissions: filters (form, landing, status, source, date range), search (fields, email, phone, contact), paging and sort',
    params: companyParams,
    query: z.object({
      page, limit: z.coerce.number().int().min(1).max(1000).default(25),
      sortField: z.enum(SUBMISSION_SORT_FIELDS).default('createdAt'),
      sortOrder: sortOrder.default('desc'),
    }),
    body: z.object({ filters: submissionFilters.nullable().optional(), searchTerm: z.string().trim().max(200).nullable().optional() }),
    company: byParams, permission: 'webforms:read', response: listOf(submission),
  }),
  getWebForm: defineCall({
    method: 'GET', path: '/webForm/:companyId/:submissionId', summary: 'One submission',
    params: z.object({ companyId: id, submissionId: id }), company: byParams, permission: 'webforms:read', response: submission,
  }),
  updateWebForm: defineCall({
    method: 'PUT', path: '/webForm/:companyId/:submissionId', summary: "Edits a submission's status and notes (the submitted fields stay as sent)",
    params: z.object({ companyId: id, submissionId: id }),
    body: z.object({ status: z.enum(SUBMISSION_STATUSES).optional(), notes: z.string().max(5000).optional() }).strict()
      .refine((b) => b.status !== undefined || b.notes !== undefined, { message: 'Nothing to change' }),
    company: byParams, permission: 'contacts:write', response: submission,
  }),
  landingStats: defineCall({
    method: 'GET', path: '/landingStats/:companyId', summary: "Each landing's visits (page views), distinct visitors, submissions and conversion rate, for the projects cards",
    params: companyParams, company: byParams, permission: 'webforms:read', response: z.object({ data: z.array(landingStat) }),
  }),

  trackingScript: defineCall({
    method: 'GET', path: '/webforms/t.js', public: true, summary: 'The tracking script itself (static, cacheable JavaScript; the site key comes from its tag)',
  }),
  collectEvent: defineCall({
    method: 'POST', path: '/webforms/collect/:siteKey', public: true,
    summary: 'Records a page view, call-to-action click or form submission (public, any origin; fields type, url, ref, title, label, href, vid, first, last, ad, an)',
    params: z.object({ siteKey }), body: flatBody, response: okResponse,
  }),
  submitForm: defineCall({
    method: 'POST', path: '/webforms/submit/:siteKey', public: true,
    summary: 'A form submission from any site: creates or updates the contact (by email or phone). JSON answer when asked (Accept: application/json), else a thank-you page',
    params: z.object({ siteKey }), body: flatBody,
  }),
} as const;
