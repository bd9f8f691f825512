import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { invalidField } from '../../http/errors';

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
 * messages (no sender) neither answer nor end a turn. `answers(sent_by, seconds)`.
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
      SELECT r.sent_by, extract(epoch FROM r.created_at - a.created_at)::float8 AS seconds
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

async function overall(deps: AppDeps, companyId: string, range: ResponseRange, collaboratorId: string | null): Promise<Stats> {
  const r = await sql<Stats>`${answers(companyId, range, collaboratorId)} SELECT ${STATS} FROM answers a`.execute(deps.db);
  return rounded(r.rows[0]);
}

export const collaboratorResponseTime = (deps: AppDeps, companyId: string, collaboratorId: string, range: ResponseRange) =>
  overall(deps, companyId, range, collaboratorId);

export async function teamResponseTime(deps: AppDeps, companyId: string, range: ResponseRange) {
  // Built first: a refused range throws here, before any query starts.
  const all = answers(companyId, range, null);
  const [team, people] = await Promise.all([
    overall(deps, companyId, range, null),
    sql<Stats & { sentBy: string; name: string }>`${all}
      SELECT a.sent_by, trim(u.name || ' ' || u.surname) AS name, ${STATS}
      FROM answers a JOIN users u ON u.id = a.sent_by GROUP BY a.sent_by, u.name, u.surname ORDER BY average_seconds`.execute(deps.db),
  ]);
  return { ...team, byCollaborator: people.rows.map((r) => ({ collaboratorId: r.sentBy, name: r.name, ...rounded(r) })) };
}
