import type { Step } from '../../../../../contract/workflows';

type WaitStep = Extract<Step, { type: 'wait_duration' | 'wait_until_date' | 'wait_time_of_day' | 'wait_for_event' }>;

const UNIT_MS = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 } as const;

/** The wall-clock parts of an instant in a time zone. */
function partsIn(at: Date, timeZone: string) {
  const f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', weekday: 'short' });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(p.weekday);
  return { year: +p.year, month: +p.month, day: +p.day, hour: +p.hour, minute: +p.minute, second: +p.second, weekday };
}

/** The instant a wall-clock time of a day has in a time zone (DST gaps resolve forward). */
export function zonedInstant(year: number, month: number, day: number, hour: number, minute: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes of "how far is the zone from UTC at that moment" settle on the offset in force.
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const p = partsIn(new Date(guess), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess = asUtc - (shown - guess);
  }
  return new Date(guess);
}

/** The next HH:MM in the zone after `now`, on one of `weekdays` (0 = Sunday; empty = any day). */
export function nextTimeOfDay(now: Date, time: string, weekdays: number[], timeZone: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  const today = partsIn(now, timeZone);
  for (let add = 0; add <= 7; add++) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + add));
    const at = zonedInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute, timeZone);
    if (at.getTime() <= now.getTime()) continue;
    if (weekdays.length && !weekdays.includes(day.getUTCDay())) continue;
    return at;
  }
  throw new Error('No day matches the wait'); // unreachable: 8 days cover every weekday
}

/** When a wait step ends (for wait_for_event: its timeout). */
export function waitEnd(step: WaitStep, now: Date, timeZone: string): Date {
  switch (step.type) {
    case 'wait_duration': return new Date(now.getTime() + step.amount * UNIT_MS[step.unit]);
    case 'wait_for_event': return new Date(now.getTime() + step.timeoutAmount * UNIT_MS[step.timeoutUnit]);
    case 'wait_until_date': return step.at ? new Date(step.at) : now;
    case 'wait_time_of_day': return nextTimeOfDay(now, step.time ?? '00:00', step.weekdays, timeZone);
  }
}

/** A time zone the runtime knows, else UTC (a company without one, or a bad value). */
export function usableTimeZone(tz: string | null | undefined): string {
  if (!tz) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}
