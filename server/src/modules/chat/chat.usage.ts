import type { AppDeps } from '../../deps';
import { invalidField } from '../../http/errors';
import * as repo from './chat.repository';
import type { AppRow } from './chat.repository';

const DAY_MS = 86_400_000;

/** Messages per day (UTC) in and out, and by type, with every day of the range present. */
export async function usage(deps: AppDeps, app: AppRow, from: string, to: string) {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (end < start) throw invalidField('query.to', 'The range ends before it starts');
  if ((end - start) / DAY_MS > 366) throw invalidField('query.to', 'The range is at most 366 days');
  const rows = await repo.usageByDay(deps.db, app.companyId, app.id, from, to);
  const days = [];
  for (let t = start; t <= end; t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    const ofDay = rows.filter((r) => r.day === day);
    const byType: Record<string, number> = {};
    for (const r of ofDay) byType[r.type] = (byType[r.type] ?? 0) + r.n;
    days.push({
      day,
      incoming: ofDay.filter((r) => r.direction === 'in').reduce((s, r) => s + r.n, 0),
      outgoing: ofDay.filter((r) => r.direction === 'out').reduce((s, r) => s + r.n, 0),
      byType,
    });
  }
  return { from, to, days, totals: { incoming: days.reduce((s, d) => s + d.incoming, 0), outgoing: days.reduce((s, d) => s + d.outgoing, 0) } };
}
