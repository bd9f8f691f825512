/**
 * The bucket of a duration in seconds (an SQL float8 expression): eight buckets per doubling
 * (each about 9 % wide), from 0 (under 0.09 s) to about 200 (a year). Stored beside durations so
 * that a percentile is found among one bucket's rows (analytics.durations.ts); immutable, as a
 * generated column must be.
 */
export const durationBucket = (seconds: string) => `floor(ln(1 + greatest(${seconds}, 0)) * 8 / ln(2))::smallint`;
