/** Currency units ↔ the platform's micros (1,000,000 = one unit), rounded to the cent the platform bills in. */
export const toMicros = (units: number): number => Math.round(units * 100) * 10_000;
export const fromMicros = (micros: number): number => Math.round(micros / 10_000) / 100;
/** The platform caps a month's spend at 30.4 × the daily budget (reference/google-ads.md §1). */
export const monthlyCap = (dailyBudget: number): number => Math.round(dailyBudget * 30.4 * 100) / 100;
