import type { Chatbot } from '../../../../contract/chatbots';

/** Opening days and times in a time zone: a chatbot's office hours (contract/chatbots.ts), the one definition. */
export type BusinessHours = Pick<NonNullable<Chatbot['officeHours']>, 'days' | 'opens' | 'closes' | 'timeZone'>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', weekday: 'short', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock at an instant in a time zone. */
export function wallClock(at: number, timeZone: string) {
  const p = Object.fromEntries(formatter(timeZone).formatToParts(at).map((x) => [x.type, x.value]));
  return {
    year: Number(p.year), month: Number(p.month), day: Number(p.day), weekday: WEEKDAYS.indexOf(p.weekday!),
    minutes: Number(p.hour) * 60 + Number(p.minute), seconds: Number(p.second),
  };
}

/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(at: number, timeZone: string) {
  const w = wallClock(at, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, 0, w.minutes, w.seconds) - Math.floor(at / 1000) * 1000;
}

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * The instant a wall-clock time of a day (`day` = days since 1970-01-01) happens in a time zone.
 * When the clocks repeat an hour (autumn) the first; when they skip it (spring) the moment they jump.
 */
export function zonedInstant(day: number, minutes: number, timeZone: string): number {
  const wall = day * DAY_MS + minutes * MINUTE_MS;
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const valid = [wall - before, wall - after].filter((t) => t + offsetAt(t, timeZone) === wall);
  if (valid.length) return Math.min(...valid);
  // Skipped: the jump lies between the two readings; find its minute.
  let lo = wall - after;
  let hi = wall - before;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(mid, timeZone) === after) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Whether the hours are open at an instant (opening minute included, closing minute not). */
export function isWithinHours(hours: BusinessHours, at: Date): boolean {
  const w = wallClock(at.getTime(), hours.timeZone);
  return hours.days.includes(w.weekday) && w.minutes >= toMinutes(hours.opens) && w.minutes < toMinutes(hours.closes);
}

/**
 * A stopwatch that only runs while the business is open: `between(from, to)` is the open time
 * between two instants in ms, day by day in the hours' time zone (so a day the clocks change
 * is an hour shorter or longer, and days off count nothing). Hours that close before they open
 * never count, as a chatbot never finds them open. Each day's opening is worked out once.
 */
export function createBusinessClock(hours: BusinessHours) {
  const opens = toMinutes(hours.opens);
  const closes = toMinutes(hours.closes);
  const openDays = new Set(hours.days);
  const cache = new Map<number, [number, number] | null>();
  const openingOf = (day: number) => {
    if (!cache.has(day)) {
      const weekday = new Date(day * DAY_MS).getUTCDay();
      cache.set(day, openDays.has(weekday) && closes > opens ? [zonedInstant(day, opens, hours.timeZone), zonedInstant(day, closes, hours.timeZone)] : null);
    }
    return cache.get(day)!;
  };
  return {
    between(from: Date, to: Date): number {
      const start = from.getTime();
      const end = to.getTime();
      if (end <= start) return 0;
      let total = 0;
      // A local day's opening is within 14 h of the same UTC day's: one day either side covers them all.
      for (let day = Math.floor(start / DAY_MS) - 1; day <= Math.floor(end / DAY_MS) + 1; day++) {
        const open = openingOf(day);
        if (open) total += Math.max(0, Math.min(open[1], end) - Math.max(open[0], start));
      }
      return total;
    },
  };
}

/** Open time between two instants, in ms (one-off; use createBusinessClock for many). */
export const businessTimeBetween = (hours: BusinessHours, from: Date, to: Date) => createBusinessClock(hours).between(from, to);
