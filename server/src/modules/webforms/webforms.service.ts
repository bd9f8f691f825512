import { randomBytes } from 'node:crypto';
import type { Behavior, BehaviorEvent, LandingStat, Submission, SubmissionFilters, SubmissionStatus, WebForm } from '../../../../contract/webforms';
import { SUBMISSION_SORT_FIELDS, touchSource } from '../../../../contract/webforms';
import type { Db } from '../../db/connection';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { findByEmail, findContact } from '../contacts/contacts.repository';
import { createContact, updateContact } from '../contacts/contacts.service';
import { emitWorkflowEvents } from '../workflows/workflows.events';
import { checkValues, loadPropertyDefs } from '../customProperties/customProperties.service';
import { contactInput, searchText, type ParsedSubmission, type TrackingEvent } from './webforms.ingest';
import * as repo from './webforms.repository';
import { contactEmailEvents } from '../emailSending/contactTimeline';

/** Who an ingested request belongs to: the company, and the landing when it came from one. */
export type IngestTarget = { companyId: string; landingId: string | null; site: string };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The company's public site key, made on first use (it names the company to the public calls). */
export async function siteKeyOf(db: Db, companyId: string): Promise<string> {
  const existing = await repo.findSiteKey(db, companyId);
  if (existing) return existing;
  await repo.insertSiteKey(db, companyId, randomBytes(16).toString('base64url'));
  return (await repo.findSiteKey(db, companyId))!;
}

export async function trackingSnippet(deps: AppDeps, companyId: string) {
  const siteKey = await siteKeyOf(deps.db, companyId);
  const scriptUrl = `${deps.config.publicUrl.replace(/\/$/, '')}/api/webforms/t.js`;
  return { siteKey, scriptUrl, snippet: `<script src="${scriptUrl}" data-site="${siteKey}" defer></script>` };
}

export async function recordEvent(db: Db, target: IngestTarget, event: TrackingEvent): Promise<void> {
  const visitorId = event.visitorKey ? await repo.upsertVisitor(db, target.companyId, event.visitorKey, event.firstTouch, event.lastTouch) : null;
  await repo.insertEvent(db, {
    companyId: target.companyId, visitorId, landingId: target.landingId, type: event.type, url: event.url,
    title: event.title, label: event.label, href: event.href, touch: event.touch ? JSON.stringify(event.touch) : null,
    adConsent: event.adConsent, analyticsConsent: event.analyticsConsent,
  });
}

/**
 * The contact a submission fills: found by email, else by phone (its last 9 digits), else made.
 * A found contact gets the fields it lacks and the custom values given; nothing it has is blanked.
 * Custom values the company's properties refuse are left out (kept in the submission's fields).
 */
async function upsertContact(db: Db, companyId: string, fields: Record<string, string>): Promise<string | null> {
  const { standard, custom } = contactInput(fields);
  if (!standard.email && !standard.phone) return null;
  const { values } = checkValues(await loadPropertyDefs(db, companyId), custom);
  const existing = (standard.email ? await findByEmail(db, companyId, standard.email) : undefined)
    ?? (standard.phone ? await repo.findContactByPhone(db, companyId, standard.phone) : undefined);
  if (!existing) {
    const created = await createContact(db, companyId, { ...standard, source: 'webform', customProperties: values });
    return created._id;
  }
  const current = await findContact(db, companyId, existing.id);
  const missing = Object.fromEntries(Object.entries(standard).filter(([k]) => !current?.[k as keyof typeof current]));
  await updateContact(db, companyId, existing.id, { ...missing, customProperties: values });
  return existing.id;
}

/**
 * Stores a submission: the form, the contact (created or updated), the consent with its text and
 * time, the attribution on the submission and the contact, the submit event, and the visitor's
 * earlier visits linked to the contact. Spam (honeypot) is answered like a success by the caller
 * and never reaches here.
 */
export async function submit(
  db: Db, target: IngestTarget, s: ParsedSubmission, meta: { formName: string; consentText: string | null; userAgent: string | null },
): Promise<{ submissionId: string; contactId: string | null }> {
  const contactId = await upsertContact(db, target.companyId, s.fields);
  const now = new Date();
  const visitorId = s.visitorKey ? await repo.upsertVisitor(db, target.companyId, s.visitorKey, s.firstTouch, s.lastTouch) : null;
  const formId = await repo.upsertForm(db, { companyId: target.companyId, landingId: target.landingId, site: target.site, formKey: s.formKey, name: meta.formName });
  const { standard } = contactInput(s.fields);
  const contactName = [standard.name, standard.surname].filter(Boolean).join(' ') || null;
  // The submission and its workflow event (with the contact it filled) commit together.
  const submissionId = await db.transaction().execute(async (trx) => {
    const id = await repo.insertSubmission(trx, {
      companyId: target.companyId, formId, landingId: target.landingId, visitorId, contactId,
      fields: JSON.stringify(s.fields), email: standard.email ?? null, phone: standard.phone ?? null,
      consentGiven: s.consent, consentText: s.consent ? meta.consentText : null, consentAt: s.consent ? now : null,
      source: touchSource(s.lastTouch ?? s.firstTouch), firstTouch: s.firstTouch ? JSON.stringify(s.firstTouch) : null,
      lastTouch: s.lastTouch ? JSON.stringify(s.lastTouch) : null, pageUrl: s.pageUrl, userAgent: meta.userAgent?.slice(0, 400) ?? null,
      searchText: searchText(s.fields, contactName),
    });
    if (contactId) await emitWorkflowEvents(trx, [{ type: 'form_submitted', companyId: target.companyId, contactId, formId }]);
    return id;
  });
  if (s.pageUrl) {
    await repo.insertEvent(db, {
      companyId: target.companyId, visitorId, landingId: target.landingId, submissionId, type: 'form_submit', url: s.pageUrl,
      label: meta.formName, touch: null, analyticsConsent: Boolean(visitorId),
    });
  }
  if (contactId) {
    if (visitorId) await repo.linkVisitor(db, visitorId, contactId);
    if (s.firstTouch || s.lastTouch) await repo.saveContactAttribution(db, target.companyId, contactId, s.firstTouch, s.lastTouch);
  }
  return { submissionId, contactId };
}

function toSubmission(r: repo.SubmissionRow): Submission {
  return {
    _id: r.id, companyId: r.companyId, formId: r.formId, formName: r.formName, landingId: r.landingId, landingName: r.landingName,
    contactId: r.contactId, contactName: r.contactName, status: r.status, notes: r.notes, fields: r.fields,
    email: r.email, phone: r.phone, consent: { given: r.consentGiven, text: r.consentText, at: iso(r.consentAt) },
    source: r.source, attribution: { firstTouch: r.firstTouch, lastTouch: r.lastTouch }, pageUrl: r.pageUrl,
    createdAt: iso(r.createdAt)!, updatedAt: iso(r.updatedAt)!,
  };
}

export async function listSubmissions(
  db: Db, companyId: string,
  q: { filters?: SubmissionFilters | null; searchTerm?: string | null; page: number; limit: number; sortField: (typeof SUBMISSION_SORT_FIELDS)[number]; sortOrder: 'asc' | 'desc' },
) {
  const { rows, total } = await repo.pageSubmissions(db, companyId, { ...q, filters: q.filters ?? {}, searchTerm: q.searchTerm || null });
  return { data: rows.map(toSubmission), total, page: q.page, limit: q.limit };
}

export async function getSubmission(db: Db, companyId: string, id: string): Promise<Submission> {
  const row = await repo.findSubmission(db, companyId, id);
  if (!row) throw notFound('Submission');
  return toSubmission(row);
}

export async function editSubmission(db: Db, companyId: string, id: string, patch: { status?: SubmissionStatus; notes?: string }): Promise<Submission> {
  if (!(await repo.updateSubmission(db, companyId, id, patch))) throw notFound('Submission');
  return getSubmission(db, companyId, id);
}

type FormRow = Awaited<ReturnType<typeof repo.listForms>>[number];
const toForm = (f: FormRow): WebForm => ({
  _id: f.id, companyId: f.companyId, landingId: f.landingId, landingName: f.landingName, site: f.site || null, formKey: f.formKey, name: f.name,
  submissions: Number(f.submissions), lastSubmissionAt: iso(f.lastSubmissionAt), fieldNames: f.fieldNames, createdAt: iso(f.createdAt)!,
});

export const listForms = async (db: Db, companyId: string) => ({ data: (await repo.listForms(db, companyId)).map(toForm) });

export async function getForm(db: Db, companyId: string, formId: string): Promise<WebForm> {
  const row = await repo.findForm(db, companyId, formId);
  if (!row) throw notFound('Form');
  return toForm(row);
}

export async function listVisitors(db: Db, companyId: string, q: { page: number; limit: number; identified?: 'true' | 'false' }) {
  const { rows, total } = await repo.pageVisitors(db, companyId, { page: q.page, limit: q.limit, identified: q.identified === undefined ? undefined : q.identified === 'true' });
  return {
    data: rows.map((v) => ({
      _id: v.id, contactId: v.contactId, contactName: v.contactName, firstSeenAt: iso(v.firstSeenAt)!, lastSeenAt: iso(v.lastSeenAt)!,
      events: Number(v.events), source: touchSource(v.lastTouch), attribution: { firstTouch: v.firstTouch, lastTouch: v.lastTouch },
    })),
    total, page: q.page, limit: q.limit,
  };
}

export async function behaviorOf(db: Db, companyId: string, contactId: string): Promise<Behavior> {
  const counts = await repo.contactCounts(db, companyId, contactId);
  if (!counts) throw notFound('Contact');
  const [events, attribution, emailEvents] = await Promise.all([repo.contactEvents(db, companyId, contactId, 500), repo.contactAttribution(db, companyId, contactId), contactEmailEvents(db, companyId, contactId)]);
  return {
    contactId, contactName: counts.name, visitors: counts.visitors, submissions: counts.submissions,
    attribution: { firstTouch: attribution?.firstTouch ?? null, lastTouch: attribution?.lastTouch ?? null },
    events: events.map((e): BehaviorEvent => ({
      _id: e.id, type: e.type, at: iso(e.createdAt)!, url: e.url, title: e.title, label: e.label, href: e.href,
      landingId: e.landingId, landingName: e.landingName, submissionId: e.submissionId, touch: e.touch, source: touchSource(e.touch),
    })),
    emailEvents,
  };
}

export async function landingStats(db: Db, companyId: string): Promise<{ data: LandingStat[] }> {
  const rows = await repo.landingStats(db, companyId);
  return {
    data: rows.map((r) => {
      const visits = Number(r.visits);
      const submissions = Number(r.submissions);
      return { landingId: r.landingId, visits, visitors: Number(r.visitors), submissions, conversionRate: visits ? Math.round((submissions / visits) * 10_000) / 10_000 : 0 };
    }),
  };
}
