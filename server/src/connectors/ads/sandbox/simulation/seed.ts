/**
 * Deterministic pseudo-random numbers for the simulation: a small integer hash of a text (FNV-1a)
 * mixed with integer salts, so the same campaign, day and state always give the same numbers and
 * nothing heavier than a few multiplications runs per simulated day.
 */

/** FNV-1a: a stable 32-bit hash of a text; `basis` gives an independent second hash. */
export function hash(text: string, basis = 0x811c9dc5): number {
  let h = basis >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes two 32-bit integers into one (murmur3's finaliser over their combination). */
export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b + 0x6d2b79f5, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A number in [0, 1) from a seed and a salt (mulberry32 of their mix). */
export function unit(seed: number, salt: number): number {
  let t = (seed ^ Math.imul(salt + 1, 0x9e3779b9)) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** 1 ± spread, seeded. */
export const jitter = (seed: number, salt: number, spread: number): number => 1 + (unit(seed, salt) * 2 - 1) * spread;

/**
 * Splits a whole number into whole parts proportional to the weights that sum exactly to it
 * (largest remainder; ties go to the earlier part). Zero weights get zero.
 */
export function splitInteger(total: number, weights: readonly number[]): number[] {
  const n = weights.length;
  const parts = new Array<number>(n).fill(0);
  let sum = 0;
  for (const w of weights) sum += w > 0 ? w : 0;
  if (sum <= 0 || total <= 0) return parts;
  const rest = new Array<number>(n);
  let left = total;
  for (let i = 0; i < n; i++) {
    const raw = weights[i] > 0 ? (total * weights[i]) / sum : 0;
    parts[i] = Math.floor(raw);
    rest[i] = weights[i] > 0 ? raw - parts[i] : -1;
    left -= parts[i];
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => rest[b] - rest[a] || a - b);
  for (let k = 0; left > 0; k = (k + 1) % n) {
    if (rest[order[k]] < 0) continue;
    parts[order[k]] += 1;
    left -= 1;
  }
  return parts;
}

/** Days since 1970-01-01 of a yyyy-MM-dd date (UTC, no Date object). */
export function dayNumber(date: string): number {
  const y0 = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  const y = m <= 2 ? y0 - 1 : y0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The yyyy-MM-dd date of a day number (inverse of dayNumber). */
export function dateOfDay(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y}-${pad2(m)}-${pad2(d)}`;
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export const weekdayOfDay = (days: number): number => (((days + 4) % 7) + 7) % 7;
