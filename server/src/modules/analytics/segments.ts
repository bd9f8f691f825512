import { sql, type RawBuilder } from 'kysely';
import { z } from 'zod';
import { CONTACT_SOURCES } from '../../../../contract/analytics';
import { invalidField } from '../../http/errors';

/**
 * The contacts behind each dashboard figure. A figure and the contacts list filtered by its
 * `segment` token run the SAME members query (`segmentMembers`): the figure counts its distinct
 * contact ids, the list keeps `c.id IN (members)`. Grouped figures (sources, UTM, stage times,
 * collaborators, campaigns) use the same expressions and conditions exported here, grouped by the
 * value the segment pins. Nothing here runs a query.
 *
 * Time bounds are instants (ISO strings): the service turns the chosen days of the company's
 * time zone into [from, to) once, and the token carries those instants.
 */

const uuid = z.uuid();
const instant = z.iso.datetime({ offset: true });
const range = { f: instant, t: instant };
const text = z.string().max(500).nullable();

const segmentSchema = z.discriminatedUnion('k', [
  /** Entered a stage of `st` (the step's stages and later steps') of pipeline `p` in the range. */
  z.object({ k: z.literal('funnel'), p: uuid, st: z.array(uuid).max(150), ...range }),
  /** A stay in stage `s` of pipeline `p` ended in the range. */
  z.object({ k: z.literal('stage'), p: uuid, s: uuid, ...range }),
  /** Created in the range, classified as source `s`. */
  z.object({ k: z.literal('source'), s: z.enum(CONTACT_SOURCES), ...range }),
  /** Created in the range with this first-touch UTM combination (null: absent). */
  z.object({ k: z.literal('utm'), us: text, um: text, uc: text, ...range }),
  /** Created in the range with first-touch utm_campaign equal to the campaign's name (any case); with `st`, also entered one of those (customer) stages of `p` before the range ended. */
  z.object({ k: z.literal('campaign'), n: z.string().min(1).max(500), p: uuid.optional(), st: z.array(uuid).max(150).optional(), ...range }),
  /** Contacts of the chat conversations where collaborator `u` sent a message in the range. */
  z.object({ k: z.literal('chat'), u: uuid, ...range }),
  /** Contacts with an event of type `e` on a message sent in the range (test sends aside). */
  z.object({ k: z.literal('email'), e: z.enum(['sent', 'opened', 'clicked']), ...range }),
]);
export type Segment = z.infer<typeof segmentSchema>;

export function encodeSegment(segment: Segment): string {
  return Buffer.from(JSON.stringify(segment)).toString('base64url');
}

/** The token back from a client: anything that is not a token we made is a 400 on `field`. */
export function decodeSegment(token: string, field = 'query.segment'): Segment {
  let json: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) throw new Error('not base64url');
    json = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw invalidField(field, 'Not a dashboard segment');
  }
  const parsed = segmentSchema.safeParse(json);
  if (!parsed.success) throw invalidField(field, 'Not a dashboard segment');
  return parsed.data;
}

const ts = (iso: string) => sql`${iso}::timestamptz`;
export const inRange = (column: RawBuilder<unknown>, f: string, t: string) => sql<boolean>`${column} >= ${ts(f)} AND ${column} < ${ts(t)}`;

/**
 * What a contact counts as — its source class (CONTACT_SOURCES: first-touch click ids, then UTM,
 * then contacts.source) and first-touch UTM — is kept per contact in contact_analytics (ca) by
 * triggers (migration 0830), so every figure and list reads the same stored values.
 */
export const utmOf = (key: 'utm_source' | 'utm_medium' | 'utm_campaign') => sql<string | null>`ca.${sql.raw(key)}`;
export const sourceOf = sql<string>`ca.source`;

const same = (expr: RawBuilder<unknown>, value: string | null) => (value === null ? sql<boolean>`${expr} IS NULL` : sql<boolean>`${expr} = ${value}`);

/** Stays (h) that entered one of `stages` of `pipeline` in [f, t). */
export const enteredStays = (companyId: string, pipeline: string, stages: string[], f: string, t: string) => sql<boolean>`
  h.company_id = ${companyId} AND h.pipeline_id = ${pipeline} AND h.stage_id = ANY(${stages}::uuid[]) AND ${inRange(sql`h.entered_at`, f, t)}`;
/** Stays (h) of `pipeline` that ended in [f, t). */
export const endedStays = (companyId: string, pipeline: string, f: string, t: string) => sql<boolean>`
  h.company_id = ${companyId} AND h.pipeline_id = ${pipeline} AND h.left_at IS NOT NULL AND ${inRange(sql`h.left_at`, f, t)}`;
/** Contacts (their facts, ca) of the company created in [f, t). */
export const createdIn = (companyId: string, f: string, t: string) => sql<boolean>`ca.company_id = ${companyId} AND ${inRange(sql`ca.created_at`, f, t)}`;
/** Outgoing messages (m) of a person, joined to their conversation (cv), in [f, t). */
export const sentByPeople = (companyId: string, f: string, t: string) => sql<boolean>`
  m.company_id = ${companyId} AND m.direction = 'out' AND m.sent_by IS NOT NULL AND ${inRange(sql`m.created_at`, f, t)}`;
/** Outcomes (o: sent, opened, clicked per message and contact, test sends aside) of messages sent in [f, t): an open after the range still counts for its send. */
export const emailOutcomes = (companyId: string, f: string, t: string) => sql<boolean>`o.company_id = ${companyId} AND ${inRange(sql`o.sent_at`, f, t)}`;

/** `SELECT <contact id> FROM … WHERE …` of a segment: the one definition of its contacts. */
export function segmentMembers(companyId: string, s: Segment): RawBuilder<unknown> {
  switch (s.k) {
    case 'funnel':
      return sql`SELECT h.contact_id FROM contact_stage_history h WHERE ${enteredStays(companyId, s.p, s.st, s.f, s.t)}`;
    case 'stage':
      return sql`SELECT h.contact_id FROM contact_stage_history h WHERE ${endedStays(companyId, s.p, s.f, s.t)} AND h.stage_id = ${s.s}`;
    case 'source':
      return sql`SELECT ca.contact_id FROM contact_analytics ca WHERE ${createdIn(companyId, s.f, s.t)} AND ${sourceOf} = ${s.s}`;
    case 'utm':
      return sql`SELECT ca.contact_id FROM contact_analytics ca WHERE ${createdIn(companyId, s.f, s.t)} AND ${same(utmOf('utm_source'), s.us)} AND ${same(utmOf('utm_medium'), s.um)} AND ${same(utmOf('utm_campaign'), s.uc)}
        AND (${utmOf('utm_source')} IS NOT NULL OR ${utmOf('utm_medium')} IS NOT NULL OR ${utmOf('utm_campaign')} IS NOT NULL)`;
    case 'campaign': {
      const customers = s.p && s.st
        ? sql`AND EXISTS (SELECT 1 FROM contact_stage_history h WHERE h.contact_id = ca.contact_id AND h.company_id = ${companyId} AND h.pipeline_id = ${s.p} AND h.stage_id = ANY(${s.st}::uuid[]) AND h.entered_at < ${ts(s.t)})`
        : sql``;
      return sql`SELECT ca.contact_id FROM contact_analytics ca WHERE ${createdIn(companyId, s.f, s.t)} AND lower(${utmOf('utm_campaign')}) = lower(${s.n}) ${customers}`;
    }
    case 'chat':
      return sql`SELECT cv.contact_id FROM chat_messages m JOIN chat_conversations cv ON cv.id = m.conversation_id WHERE ${sentByPeople(companyId, s.f, s.t)} AND m.sent_by = ${s.u}`;
    case 'email':
      return sql`SELECT o.contact_id FROM email_outcomes o WHERE ${emailOutcomes(companyId, s.f, s.t)} AND o.type = ${s.e}`;
  }
}

/** The contacts list's condition for a segment (contacts.filters.ts). */
export const segmentPredicate = (companyId: string, s: Segment) => sql<boolean>`c.id IN (${segmentMembers(companyId, s)})`;

/** How many contacts a segment holds: what the dashboard shows for it. */
export const segmentCount = (companyId: string, s: Segment) => {
  const members = segmentMembers(companyId, s);
  return sql<{ n: number }>`SELECT count(DISTINCT x.id)::int AS n FROM (${members}) AS x(id)`;
};
