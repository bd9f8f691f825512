import type { Touch } from '../../../../../contract/webforms/attribution';
import { UTM_PARAMS } from '../../../../../contract/webforms/attribution';
import { contactFields } from '../../../../../contract/contacts';
import type { AppDeps } from '../../../deps';
import { insertComment } from '../../comments/comments.repository';
import { findByEmail, findContact } from '../../contacts/contacts.repository';
import { createContact, updateContact } from '../../contacts/contacts.service';
import { saveContactAttribution } from '../../webforms/webforms.repository';
import type { ConnectionRow } from '../integrations.repository';
import * as repo from '../integrations.repository';
import { recordEvent } from '../integrations.service';
import { emitWorkflowEvents } from '../../workflows/workflows.events';
import { eventByKey } from './calendly.repository';

export const BOOKING_SOURCE = 'calendly';

/** An invitee event as the product reads it (reference/integrations.md §2.3); anything else is ignored. */
export type InviteeEvent = {
  event: 'invitee.created' | 'invitee.canceled';
  uri: string;
  email: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  rescheduled: boolean;
  oldInvitee: string | null;
  newInvitee: string | null;
  answers: { question: string; answer: string }[];
  tracking: Partial<Record<(typeof UTM_PARAMS)[number], string>>;
  /** The scheduled event; `eventType` is the URI of the event type it was booked through. */
  meeting: { name: string; startTime: string | null; uri: string | null; eventType: string | null };
  reason: string | null;
};

const str = (v: unknown, max = 500) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

export function parseInviteeEvent(body: unknown): InviteeEvent | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as { event?: unknown; payload?: Record<string, unknown> };
  if ((b.event !== 'invitee.created' && b.event !== 'invitee.canceled') || !b.payload || typeof b.payload !== 'object') return null;
  const p = b.payload;
  const uri = str(p.uri, 300);
  if (!uri) return null;
  const se = (p.scheduled_event && typeof p.scheduled_event === 'object' ? p.scheduled_event : {}) as Record<string, unknown>;
  const tr = (p.tracking && typeof p.tracking === 'object' ? p.tracking : {}) as Record<string, unknown>;
  const tracking: InviteeEvent['tracking'] = {};
  for (const k of UTM_PARAMS) {
    const v = str(tr[k]);
    if (v) tracking[k] = v;
  }
  const qa = Array.isArray(p.questions_and_answers) ? p.questions_and_answers.slice(0, 50) : [];
  const start = str(se.start_time, 40);
  const cancellation = (p.cancellation && typeof p.cancellation === 'object' ? p.cancellation : {}) as Record<string, unknown>;
  return {
    event: b.event, uri, email: str(p.email, 254)?.toLowerCase() ?? null, name: str(p.name, 200), firstName: str(p.first_name, 100), lastName: str(p.last_name, 100),
    rescheduled: p.rescheduled === true, oldInvitee: str(p.old_invitee, 300), newInvitee: str(p.new_invitee, 300),
    answers: qa.flatMap((x) => {
      const q = str((x as Record<string, unknown>)?.question, 300);
      const a = str((x as Record<string, unknown>)?.answer, 2000);
      return q && a ? [{ question: q, answer: a }] : [];
    }),
    tracking, meeting: { name: str(se.name, 200) ?? 'Calendly', startTime: start && !Number.isNaN(Date.parse(start)) ? new Date(start).toISOString() : null, uri: str(se.uri, 300), eventType: str(se.event_type, 300) },
    reason: str(cancellation.reason, 500),
  };
}

/** "Demo call (30 min) · 2026-12-01 10:00 UTC": the meeting and its time, as the card and timeline show it. */
export const meetingSummary = (e: InviteeEvent) => `${e.meeting.name}${e.meeting.startTime ? ` · ${e.meeting.startTime.slice(0, 16).replace('T', ' ')} UTC` : ''}`;

/**
 * The invitee as a contact: found by email within the company, else created through the contacts
 * service (source `calendly`; it tells workflows `contact_created`), a found one gets the name it
 * lacks. The booking's UTM values become the contact's attribution (first touch kept, as web
 * forms do).
 */
async function upsertInvitee(deps: AppDeps, companyId: string, e: InviteeEvent): Promise<string | null> {
  const email = e.email && contactFields.shape.email.safeParse(e.email).success ? e.email : null;
  if (!email) return null;
  const [first, ...rest] = (e.name ?? '').split(/\s+/);
  const name = (e.firstName ?? first ?? '').slice(0, 100) || undefined;
  const surname = (e.lastName ?? (e.firstName ? undefined : rest.join(' '))) || undefined;
  const existing = await findByEmail(deps.db, companyId, email);
  let contactId: string;
  if (existing) {
    contactId = existing.id;
    const current = await findContact(deps.db, companyId, existing.id);
    if (current && !current.name && name) await updateContact(deps.db, companyId, existing.id, { name, ...(surname && !current.surname ? { surname } : {}) });
  } else {
    contactId = (await createContact(deps.db, companyId, { name, surname, email, source: BOOKING_SOURCE }))._id;
  }
  if (Object.keys(e.tracking).length) {
    const t: Touch = { ...e.tracking, at: new Date().toISOString() };
    await saveContactAttribution(deps.db, companyId, contactId, t, t);
  }
  return contactId;
}

const noteOf = (e: InviteeEvent, title: string) => [
  `Calendly — ${title}: ${meetingSummary(e)}`,
  ...(e.reason ? [`Reason: ${e.reason}`] : []),
  ...e.answers.map((a) => `${a.question}: ${a.answer}`),
].join('\n').slice(0, 10_000);

/**
 * One invitee event of a connection. Deduplicated on the invitee URI and the event: a delivery
 * repeated (Calendly retries for 24 h) records nothing new. A reschedule — `invitee.canceled`
 * with `rescheduled: true` and the new `invitee.created` carrying `old_invitee`, in either order —
 * is one `booking_rescheduled` under the old invitee's key; the second half completes it with the
 * new time. Answers what was recorded.
 */
export async function handleInviteeEvent(deps: AppDeps, c: ConnectionRow, e: InviteeEvent): Promise<'recorded' | 'duplicate' | 'ignored'> {
  const rescheduleKey = e.event === 'invitee.created' ? e.oldInvitee : e.rescheduled ? e.uri : null;
  const type = rescheduleKey ? 'booking_rescheduled' as const : e.event === 'invitee.created' ? 'booking_created' as const : 'booking_canceled' as const;
  const externalKey = rescheduleKey ? `rescheduled:${rescheduleKey}` : `${e.event}:${e.uri}`;
  const summary = meetingSummary(e);
  const data = { event: e.event, invitee: e.uri, meeting: e.meeting, rescheduled: Boolean(rescheduleKey) };
  const eventId = await recordEvent(deps.db, { companyId: c.companyId, kind: 'calendly', connectionId: c.id, type, summary, externalKey, data });
  if (!eventId) {
    if (!rescheduleKey) return 'duplicate';
    // The other half of a reschedule: the new invitee's time is the one to show (once).
    const first = await eventByKey(deps.db, c.companyId, externalKey);
    const seen = first?.data as { halves?: string[] } | null;
    if (!first || seen?.halves?.includes(e.event)) return 'duplicate';
    const halves = [...(seen?.halves ?? []), e.event];
    if (e.event === 'invitee.created') {
      await repo.updateEvent(deps.db, first.id, { summary, data: JSON.stringify({ ...data, halves }) });
      if (first.contactId) await insertComment(deps.db, { companyId: c.companyId, contactId: first.contactId, authorId: null, authorName: 'Calendly', body: noteOf(e, 'rescheduled'), sourceKey: `calendly:${externalKey}:new` });
    } else {
      await repo.updateEvent(deps.db, first.id, { data: JSON.stringify({ ...(first.data ?? {}), halves }) });
    }
    return 'recorded';
  }
  try {
    const contactId = await upsertInvitee(deps, c.companyId, e);
    await repo.updateEvent(deps.db, eventId, { contactId, data: JSON.stringify({ ...data, halves: [e.event] }) });
    if (contactId) {
      const title = type === 'booking_created' ? 'booked' : type === 'booking_canceled' ? 'canceled' : 'rescheduled';
      await insertComment(deps.db, { companyId: c.companyId, contactId, authorId: null, authorName: 'Calendly', body: noteOf(e, title), sourceKey: `calendly:${externalKey}` });
      // Last, once the booking is filed: a failure before this point releases the event for
      // Calendly's retry, and the retry is what tells workflows. A reschedule tells them once,
      // from whichever half arrives first (the second half is answered above and tells nothing).
      await emitWorkflowEvents(deps.db, [{ type, companyId: c.companyId, contactId, eventName: e.meeting.name, eventTypeUri: e.meeting.eventType }]);
    }
  } catch (error) {
    // Released, so Calendly's retry files it.
    await repo.deleteEvent(deps.db, eventId);
    throw error;
  }
  return 'recorded';
}
