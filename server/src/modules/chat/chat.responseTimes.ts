import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { invalidField } from '../../http/errors';
import { createBusinessClock, type BusinessHours } from './chat.businessTime';
import { businessHoursOf } from './chat.chatbots';

export type ResponseRange = { whatsAppAppId?: string; since?: string; until?: string };

const DAY_MS = 86_400_000;
const MAX_DAYS = 366;

/** The range's days, both included; the last 30 days by default. A range backwards or too long is a 400. */
function daysOf(range: ResponseRange) {
  const until = range.until ?? new Date().toISOString().slice(0, 10);
  const since = range.since ?? new Date(Date.parse(until) - 29 * DAY_MS).toISOString().slice(0, 10);
  const days = (Date.parse(until) - Date.parse(since)) / DAY_MS;
  if (days < 0) throw invalidField('query.since', 'since must not be after until');
  if (days >= MAX_DAYS) throw invalidField('query.since', `A range has at most ${MAX_DAYS} days`);
  return { since, until };
}

/**
 * Each contact "turn" (an incoming message right after a reply, or the first of a conversation)
 * paired with the first reply a person sent after it, in the range; chatbot and automated
 * messages (no sender) neither answer nor end a turn. `answers(sent_by, asked_at, answered_at, seconds)`.
 */
function answers(companyId: string, range: ResponseRange, collaboratorId: string | null) {
  const { since, until } = daysOf(range);
  const app = range.whatsAppAppId ?? null;
  return sql`
    WITH turns AS (
      SELECT m.conversation_id, m.created_at, m.direction,
             lag(m.direction) OVER (PARTITION BY m.conversation_id ORDER BY m.created_at, m.id) AS previous
      FROM chat_messages m JOIN chat_conversations cv ON cv.id = m.conversation_id
      WHERE m.company_id = ${companyId} AND (${app}::uuid IS NULL OR cv.app_id = ${app}::uuid)
        AND (m.direction = 'in' OR m.sent_by IS NOT NULL)
    ), asks AS (
      SELECT conversation_id, created_at FROM turns
      WHERE direction = 'in' AND (previous IS NULL OR previous = 'out')
        AND created_at >= ${since}::date AND created_at < ${until}::date + 1
    ), answers AS (
      SELECT r.sent_by, a.created_at AS asked_at, r.created_at AS answered_at, extract(epoch FROM r.created_at - a.created_at)::float8 AS seconds
      FROM asks a CROSS JOIN LATERAL (
        SELECT o.sent_by, o.created_at FROM chat_messages o
        WHERE o.conversation_id = a.conversation_id AND o.direction = 'out' AND o.sent_by IS NOT NULL AND o.created_at > a.created_at
        ORDER BY o.created_at LIMIT 1
      ) r
      WHERE ${collaboratorId}::uuid IS NULL OR r.sent_by = ${collaboratorId}::uuid
    )`;
}

const STATS = sql`avg(a.seconds)::float8 AS average_seconds, percentile_cont(0.5) WITHIN GROUP (ORDER BY a.seconds)::float8 AS median_seconds, count(*)::int AS responses`;
type Stats = { averageSeconds: number | null; medianSeconds: number | null; responses: number };
const round = (n: number | null) => (n === null ? null : Math.round(n));
const rounded = (r: Stats | undefined): Stats => ({ averageSeconds: round(r?.averageSeconds ?? null), medianSeconds: round(r?.medianSeconds ?? null), responses: r?.responses ?? 0 });

/** Mean and median (interpolated between the middle two, as SQL's percentile_cont(0.5)) of response times. */
export function summarize(seconds: number[]): Stats {
  if (!seconds.length) return { averageSeconds: null, medianSeconds: null, responses: 0 };
  const sorted = [...seconds].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  const median = (sorted[Math.floor(middle)]! + sorted[Math.ceil(middle)]!) / 2;
  return { averageSeconds: sorted.reduce((sum, n) => sum + n, 0) / sorted.length, medianSeconds: median, responses: sorted.length };
}

/** One reply, timed; `name` null when its author is no longer a user. */
type Timed = { sentBy: string; name: string | null; seconds: number };

/**
 * With business hours only the open time between a turn and its reply counts (a message at 20:00
 * answered at 09:10 the next working day is 10 minutes), so each answer is timed here, by the
 * same clock the chatbot's closed notice follows; without hours SQL does it all.
 */
async function timedAnswers(deps: AppDeps, all: ReturnType<typeof answers>, hours: BusinessHours): Promise<Timed[]> {
  const rows = await sql<{ sentBy: string; askedAt: Date; answeredAt: Date; userId: string | null; name: string }>`${all}
    SELECT a.sent_by, a.asked_at, a.answered_at, u.id AS user_id, trim(u.name || ' ' || u.surname) AS name
    FROM answers a LEFT JOIN users u ON u.id = a.sent_by`.execute(deps.db);
  const clock = createBusinessClock(hours);
  return rows.rows.map((r) => ({ sentBy: r.sentBy, name: r.userId ? r.name : null, seconds: clock.between(r.askedAt, r.answeredAt) / 1000 }));
}

function byCollaborator(answers: Timed[]) {
  const people = new Map<string, { name: string; seconds: number[] }>();
  for (const a of answers) {
    if (a.name === null) continue;
    const person = people.get(a.sentBy) ?? { name: a.name, seconds: [] };
    person.seconds.push(a.seconds);
    people.set(a.sentBy, person);
  }
  return [...people].map(([collaboratorId, p]) => ({ collaboratorId, name: p.name, ...summarize(p.seconds) }))
    .sort((a, b) => a.averageSeconds! - b.averageSeconds!)
    .map((p) => ({ ...p, ...rounded(p) }));
}

async function overall(deps: AppDeps, all: ReturnType<typeof answers>, hours: BusinessHours | null): Promise<Stats> {
  if (hours) return rounded(summarize((await timedAnswers(deps, all, hours)).map((a) => a.seconds)));
  const r = await sql<Stats>`${all} SELECT ${STATS} FROM answers a`.execute(deps.db);
  return rounded(r.rows[0]);
}

export async function collaboratorResponseTime(deps: AppDeps, companyId: string, collaboratorId: string, range: ResponseRange) {
  // Built first: a refused range throws here, before any query starts.
  const mine = answers(companyId, range, collaboratorId);
  return overall(deps, mine, await businessHoursOf(deps, companyId));
}

export async function teamResponseTime(deps: AppDeps, companyId: string, range: ResponseRange) {
  const all = answers(companyId, range, null);
  const hours = await businessHoursOf(deps, companyId);
  if (hours) {
    const timed = await timedAnswers(deps, all, hours);
    return { ...rounded(summarize(timed.map((a) => a.seconds))), byCollaborator: byCollaborator(timed) };
  }
  const [team, people] = await Promise.all([
    overall(deps, all, null),
    sql<Stats & { sentBy: string; name: string }>`${all}
      SELECT a.sent_by, trim(u.name || ' ' || u.surname) AS name, ${STATS}
      FROM answers a JOIN users u ON u.id = a.sent_by GROUP BY a.sent_by, u.name, u.surname ORDER BY average_seconds`.execute(deps.db),
  ]);
  return { ...team, byCollaborator: people.rows.map((r) => ({ collaboratorId: r.sentBy, name: r.name, ...rounded(r) })) };
}
