import type { DateRange } from '../../../components/DateRangePicker/dateRangePresets';

/**
 * Every day of the range in order, each with the server's counts for it or `empty` (the server
 * may leave out days with no mail): a chart over time needs the quiet days too.
 */
export function fillDays<T extends { date: string }>(range: DateRange, days: readonly T[], empty: Omit<T, 'date'>): T[] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const filled: T[] = [];
  for (let day = new Date(`${range.from}T00:00:00Z`); day <= new Date(`${range.to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    filled.push(byDate.get(date) ?? ({ ...empty, date } as T));
  }
  return filled;
}
