import type { PlanPeriod } from '../../../../contract/plans';

/** Same day next month (or year), clamped to the month's last day: Jan 31 → Feb 28/29. */
export function addPeriod(from: Date, period: PlanPeriod): Date {
  const months = period === 'year' ? 12 : 1;
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1,
    from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * 86_400_000);

/** Invoice number: year and a per-year sequence, e.g. 2026-000001. */
export const invoiceNumber = (year: number, seq: number): string => `${year}-${String(seq).padStart(6, '0')}`;
