import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { invalidField } from '../../http/errors';
import { STATS_MAX_DAYS, type EmailStats } from '../../../../contract/email';

type Counts = Omit<EmailStats, 'rates'>;
type Range = { from: string; to: string; timeZone?: string };

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Checks the range (real days, from ≤ to, at most STATS_MAX_DAYS) and picks the time zone (asked, else the company's, else UTC). */
async function checkRange(db: Db, companyId: string, range: Range): Promise<{ from: string; to: string; zone: string }> {
  const day = (v: string, field: string) => {
    const d = new Date(`${v}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) throw invalidField(`query.${field}`, `"${v}" is not a date`);
    return d.getTime();
  };
  const from = day(range.from, 'from');
  const to = day(range.to, 'to');
  if (from > to) throw invalidField('query.to', 'The end date must not be before the start date');
  if ((to - from) / 86_400_000 + 1 > STATS_MAX_DAYS) throw invalidField('query.to', `A range covers at most ${STATS_MAX_DAYS} days`);
  if (range.timeZone && !validZone(range.timeZone)) throw invalidField('query.timeZone', `Unknown time zone "${range.timeZone}"`);
  let zone = range.timeZone;
  if (!zone) {
    const company = await db.selectFrom('companies').select('timezone').where('id', '=', companyId).executeTakeFirst();
    zone = company?.timezone && validZone(company.timezone) ? company.timezone : 'UTC';
  }
  return { from: range.from, to: range.to, zone };
}

/** Counting columns over email_events e joined to its message; opens and clicks unique per message. */
const COUNTS = sql`
  count(*) FILTER (WHERE e.type = 'sent') AS sent,
  count(*) FILTER (WHERE e.type = 'delivered') AS delivered,
  count(*) FILTER (WHERE e.type = 'opened') AS opened,
  count(DISTINCT e.message_id) FILTER (WHERE e.type = 'opened') AS unique_opens,
  count(*) FILTER (WHERE e.type = 'clicked') AS clicked,
  count(DISTINCT e.message_id) FILTER (WHERE e.type = 'clicked') AS unique_clicks,
  count(*) FILTER (WHERE e.type = 'soft_bounced') AS soft_bounced,
  count(*) FILTER (WHERE e.type = 'hard_bounced') AS hard_bounced,
  count(*) FILTER (WHERE e.type = 'unsubscribed') AS unsubscribed,
  count(*) FILTER (WHERE e.type = 'spam_complaint') AS complaints`;

/** Events of the company's non-test messages whose time falls in [from, to] as calendar days in `zone`. */
const inRange = (companyId: string, r: { from: string; to: string; zone: string }) => sql`
  e.company_id = ${companyId} AND NOT m.test
  AND e.created_at >= (${r.from}::date::timestamp AT TIME ZONE ${r.zone})
  AND e.created_at < ((${r.to}::date + 1)::timestamp AT TIME ZONE ${r.zone})`;

type CountRow = Record<'sent' | 'delivered' | 'opened' | 'uniqueOpens' | 'clicked' | 'uniqueClicks' | 'softBounced' | 'hardBounced' | 'unsubscribed' | 'complaints', string>;

function toCounts(row: CountRow | undefined): Counts {
  const n = (k: keyof CountRow) => Number(row?.[k] ?? 0);
  return {
    sent: n('sent'), delivered: n('delivered'), opened: n('opened'), uniqueOpens: n('uniqueOpens'), clicked: n('clicked'), uniqueClicks: n('uniqueClicks'),
    bounced: n('softBounced') + n('hardBounced'), softBounced: n('softBounced'), hardBounced: n('hardBounced'), unsubscribed: n('unsubscribed'), complaints: n('complaints'),
  };
}

const ratio = (part: number, base: number) => (base > 0 ? Math.round((part / base) * 10_000) / 10_000 : 0);

/** The contract's rates: of delivered for engagement, of sent for delivery and bounces. */
export function withRates(c: Counts): EmailStats {
  return {
    ...c,
    rates: {
      deliveryRate: ratio(c.delivered, c.sent), bounceRate: ratio(c.bounced, c.sent),
      openRate: ratio(c.uniqueOpens, c.delivered), clickRate: ratio(c.uniqueClicks, c.delivered), clickToOpenRate: ratio(c.uniqueClicks, c.uniqueOpens),
      unsubscribeRate: ratio(c.unsubscribed, c.delivered), complaintRate: ratio(c.complaints, c.delivered),
    },
  };
}

export async function statsBasic(db: Db, companyId: string, query: Range & { tag?: string }) {
  const r = await checkRange(db, companyId, query);
  // An empty tag is untagged mail, as in the by-tag answer.
  const byTag: RawBuilder<boolean> = query.tag === undefined ? sql`` : query.tag === '' ? sql`AND cardinality(m.tags) = 0` : sql`AND ${query.tag} = ANY(m.tags)`;
  const base = sql`FROM email_events e JOIN email_messages m ON m.id = e.message_id WHERE ${inRange(companyId, r)} ${byTag}`;
  const [totals, daily] = await Promise.all([
    sql<CountRow>`SELECT ${COUNTS} ${base}`.execute(db),
    sql<CountRow & { day: string }>`SELECT to_char(timezone(${r.zone}, e.created_at), 'YYYY-MM-DD') AS day, ${COUNTS} ${base} GROUP BY 1 ORDER BY 1`.execute(db),
  ]);
  return {
    from: r.from, to: r.to, totals: withRates(toCounts(totals.rows[0])),
    daily: daily.rows.map((row) => ({ date: row.day, ...toCounts(row) })),
  };
}

/** Per tag; a message with several tags counts under each, an untagged one under ''. */
export async function statsByTag(db: Db, companyId: string, query: Range) {
  const r = await checkRange(db, companyId, query);
  const { rows } = await sql<CountRow & { tag: string }>`
    SELECT t.tag, ${COUNTS}
    FROM email_events e JOIN email_messages m ON m.id = e.message_id
    CROSS JOIN LATERAL unnest(CASE WHEN cardinality(m.tags) = 0 THEN ARRAY['']::text[] ELSE m.tags END) AS t(tag)
    WHERE ${inRange(companyId, r)}
    GROUP BY t.tag ORDER BY t.tag`.execute(db);
  return { from: r.from, to: r.to, data: rows.map((row) => ({ tag: row.tag, ...withRates(toCounts(row)) })) };
}
