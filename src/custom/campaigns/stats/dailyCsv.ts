import type { DailyMetrics as DailyRow } from '../createad/api/adsClient';

/**
 * The daily rows as a CSV a spreadsheet opens as numbers: ISO dates, dot decimals, no thousands
 * separators, money in the account's currency named in the header, CTR as a fraction.
 */
export function dailyCsv(rows: DailyRow[], currency: string): string {
  const header = ['date', 'impressions', 'clicks', 'ctr', `cost_${currency}`, 'conversions', `conversions_value_${currency}`, `average_cpc_${currency}`, `cost_per_conversion_${currency}`];
  const lines = rows.map((r) => [r.date, r.impressions, r.clicks, r.ctr.toFixed(4), r.cost.toFixed(2), r.conversions, r.conversionsValue.toFixed(2), r.averageCpc.toFixed(2), r.costPerConversion.toFixed(2)].join(','));
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
