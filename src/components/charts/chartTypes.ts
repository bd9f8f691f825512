/** How a chart's values read: counts, money (in a currency) or ratios shown as percentages. */
export type ValueKind = 'number' | 'money' | 'percent';

/** Values along categories (days, campaigns…): one series per line or bar group. */
export type SeriesData = {
  /** The categories, already in words (formatted days, names). */
  categories: string[];
  series: { label: string; data: (number | null)[] }[];
};

/** A funnel's steps, in order (impressions → clicks → conversions). */
export type FunnelStep = { label: string; value: number };
