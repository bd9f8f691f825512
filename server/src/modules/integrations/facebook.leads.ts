import type { FastifyBaseLogger } from 'fastify';
import { contactFields } from '../../../../contract/contacts';
import type { SocialLead } from '../../connectors/social/social.connector';
import { SocialError } from '../../connectors/social';
import type { AppDeps } from '../../deps';
import { insertComment } from '../comments/comments.repository';
import { findByEmail, findContact } from '../contacts/contacts.repository';
import { createContact, updateContact } from '../contacts/contacts.service';
import { checkValues, loadPropertyDefs } from '../customProperties/customProperties.service';
import { findContactByPhone } from '../webforms/webforms.repository';
import { pageTokenOf } from './facebook.service';
import * as repo from './integrations.repository';
import { recordEvent, storedError } from './integrations.service';

/** A `leadgen` change of a page webhook (reference/integrations.md §1.3). */
export type LeadChange = { pageId: string; leadgenId: string; formId: string | null; createdTime: number | null };

export const LEAD_SOURCE = 'facebook_lead';

const str = (v: unknown) => (typeof v === 'string' && v.length <= 100 ? v : typeof v === 'number' ? String(v) : null);

/** The leadgen changes of a `page` notification; anything else in it is ignored. */
export function parseLeadNotification(body: unknown): LeadChange[] {
  if (!body || typeof body !== 'object' || (body as { object?: unknown }).object !== 'page') return [];
  const entries = (body as { entry?: unknown }).entry;
  const out: LeadChange[] = [];
  for (const entry of Array.isArray(entries) ? entries.slice(0, 100) : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes.slice(0, 100) : []) {
      const c = change as { field?: unknown; value?: Record<string, unknown> };
      if (c?.field !== 'leadgen' || !c.value || typeof c.value !== 'object') continue;
      const leadgenId = str(c.value.leadgen_id);
      const pageId = str(c.value.page_id) ?? str((entry as { id?: unknown }).id);
      if (!leadgenId || !pageId || !/^[A-Za-z0-9_.-]+$/.test(leadgenId)) continue;
      out.push({ pageId, leadgenId, formId: str(c.value.form_id), createdTime: typeof c.value.created_time === 'number' ? c.value.created_time : null });
    }
  }
  return out;
}

/** Lead form field names (Meta's standard questions) → contact fields. */
const STANDARD: Record<string, 'name' | 'surname' | 'email' | 'phone' | 'organization' | 'jobTitle' | 'city' | 'country'> = {
  full_name: 'name', first_name: 'name', last_name: 'surname', email: 'email', work_email: 'email', phone_number: 'phone',
  work_phone_number: 'phone', company_name: 'organization', job_title: 'jobTitle', city: 'city', country: 'country',
};

/** The contact fields a lead fills (each checked as the contacts API would) and its other answers. */
export function leadContact(lead: SocialLead) {
  const standard: Partial<Record<(typeof STANDARD)[string], string>> = {};
  const others: Record<string, string> = {};
  for (const f of lead.fields) {
    const value = f.values.join(', ').trim();
    if (!value) continue;
    const key = STANDARD[f.name.toLowerCase()];
    const parsed = key ? contactFields.shape[key].safeParse(key === 'email' ? value.toLowerCase() : value) : null;
    if (key && parsed?.success && parsed.data && !standard[key]) standard[key] = parsed.data;
    else others[f.name.slice(0, 100)] = value.slice(0, 2000);
  }
  return { standard, others };
}

/**
 * The contact a lead fills: found by email, else by phone (within the company), else created
 * through the contacts service (which tells workflows: contact_created). A found contact gets the
 * fields it lacks. Answers matching a custom property of the company are stored there.
 */
async function upsertLeadContact(deps: AppDeps, companyId: string, lead: SocialLead): Promise<string | null> {
  const { standard, others } = leadContact(lead);
  if (!standard.email && !standard.phone) return null;
  const { values } = checkValues(await loadPropertyDefs(deps.db, companyId), others);
  const existing = (standard.email ? await findByEmail(deps.db, companyId, standard.email) : undefined)
    ?? (standard.phone ? await findContactByPhone(deps.db, companyId, standard.phone) : undefined);
  if (!existing) return (await createContact(deps.db, companyId, { ...standard, source: LEAD_SOURCE, customProperties: values }))._id;
  const current = await findContact(deps.db, companyId, existing.id);
  const missing = Object.fromEntries(Object.entries(standard).filter(([k]) => !current?.[k as keyof typeof current]));
  await updateContact(deps.db, companyId, existing.id, { ...missing, customProperties: values });
  return existing.id;
}

const noteOf = (lead: SocialLead, pageName: string) => [
  `Lead Ads — ${pageName}${lead.formId ? ` (form ${lead.formId})` : ''}${lead.adName ? `, ad "${lead.adName}"` : ''}`,
  ...lead.fields.map((f) => `${f.name}: ${f.values.join(', ')}`),
].join('\n').slice(0, 10_000);

/**
 * Each lead of a notification, for every company that connected its page: the event is claimed
 * first by its leadgen_id (a lead delivered twice, or to two instances, is handled once), then the
 * lead is fetched with the page's token and filed as a contact with a note holding every answer.
 * A lead that fails releases its claim (Meta's retry may do it) and counts as failed.
 */
export async function handleLeadChanges(deps: AppDeps, changes: LeadChange[], log: FastifyBaseLogger): Promise<{ handled: number; failed: number }> {
  let handled = 0;
  let failed = 0;
  for (const change of changes) {
    for (const page of await repo.pagesByVendorId(deps.db, change.pageId)) {
      if (page.connectionStatus !== 'connected') {
        // The stored access ran out: the lead cannot be fetched. The card says so (with the lead's id to find it in Meta).
        await recordEvent(deps.db, {
          companyId: page.companyId, kind: 'facebook', connectionId: page.connectionId, type: 'error', summary: page.name,
          error: storedError('token_expired', `Lead ${change.leadgenId} could not be fetched: connect the social network again`),
          data: { pageId: change.pageId, leadgenId: change.leadgenId },
        });
        continue;
      }
      const eventId = await recordEvent(deps.db, {
        companyId: page.companyId, kind: 'facebook', connectionId: page.connectionId, type: 'lead_received', summary: page.name,
        externalKey: change.leadgenId, data: { pageId: change.pageId, formId: change.formId, leadgenId: change.leadgenId },
      });
      if (!eventId) continue;
      try {
        const token = pageTokenOf(deps, page);
        if (!token) throw new SocialError('token_expired', 'The page token could not be opened', 401);
        const lead = await deps.connectors.social.fetchLead(change.leadgenId, token);
        const contactId = await upsertLeadContact(deps, page.companyId, lead);
        if (contactId) {
          await insertComment(deps.db, {
            companyId: page.companyId, contactId, authorId: null, authorName: 'Facebook Lead Ads', body: noteOf(lead, page.name),
            sourceKey: `facebook_lead:${change.leadgenId}`,
          });
        }
        const answers = Object.fromEntries(lead.fields.map((f) => [f.name, f.values.join(', ')]));
        await repo.updateEvent(deps.db, eventId, {
          contactId, summary: `${page.name}${lead.adName ? ` · ${lead.adName}` : ''}`.slice(0, 300),
          data: JSON.stringify({ pageId: change.pageId, formId: lead.formId ?? change.formId, leadgenId: change.leadgenId, answers }),
        });
        handled += 1;
      } catch (error) {
        failed += 1;
        await repo.deleteEvent(deps.db, eventId);
        const code = error instanceof SocialError ? error.code : 'unknown';
        log.warn({ code, pageId: change.pageId }, 'Facebook lead could not be filed');
        await recordEvent(deps.db, {
          companyId: page.companyId, kind: 'facebook', connectionId: page.connectionId, type: 'error', summary: page.name,
          error: storedError(code, error instanceof SocialError ? error.message : 'The lead could not be filed'),
        });
      }
    }
  }
  return { handled, failed };
}
