/** A day as the API and the inputs write it: YYYY-MM-DD, no time, no zone. */
export type IsoDay = string;
export type DateRange = { from: IsoDay; to: IsoDay };
export type DateRangePreset = 'today' | 'last7' | 'last30' | 'last90' | 'last365' | 'thisMonth' | 'custom';

export const DATE_RANGE_PRESETS: readonly DateRangePreset[] = ['today', 'last7', 'last30', 'last90', 'thisMonth', 'custom'];

// Days are counted on UTC dates built from the day's own numbers, so no time zone or daylight
// saving change can move a range by a day.
const toDate = (day: IsoDay) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date): IsoDay => date.toISOString().slice(0, 10);
const addDays = (day: IsoDay, days: number) => {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
};

/** The range a preset means, counted back from `today` (included): "last 7 days" is today and the 6 before. */
export function presetRange(preset: Exclude<DateRangePreset, 'custom'>, today: IsoDay): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'last365':
      return { from: addDays(today, -364), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 7)}-01`, to: today };
  }
}

/** The preset a range is among `presets`, for showing it selected (a range no preset gives is custom). */
export function presetOf(range: DateRange, today: IsoDay, presets: readonly DateRangePreset[] = DATE_RANGE_PRESETS): DateRangePreset {
  return presets.find((p) => p !== 'custom' && JSON.stringify(presetRange(p, today)) === JSON.stringify(range)) ?? 'custom';
}

/** Today in the user's time zone, as a day. */
export function todayIn(timeZone?: string, now = new Date()): IsoDay {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const isIsoDay = (value: string): value is IsoDay => /^\d{4}-\d{2}-\d{2}$/.test(value) && toDay(toDate(value)) === value;
