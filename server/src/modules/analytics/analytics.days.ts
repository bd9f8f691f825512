/** The dashboard's ranges against its per-day counts (UTC days, as every counted table keys them). */

const DAY_MS = 86_400_000;
const at = (ms: number) => new Date(ms).toISOString();

/**
 * The whole UTC days inside [f, t): [firstDay, lastDay), empty (firstDay = lastDay) when the range
 * holds none; the part days before firstDay and from lastDay are read from finer rows. `dayOfFrom`:
 * the UTC day f falls in.
 */
export function wholeDays(f: string, t: string) {
  const from = Date.parse(f);
  const first = Math.ceil(from / DAY_MS) * DAY_MS;
  return { dayOfFrom: at(Math.floor(from / DAY_MS) * DAY_MS), firstDay: at(first), lastDay: at(Math.max(first, Math.floor(Date.parse(t) / DAY_MS) * DAY_MS)) };
}
