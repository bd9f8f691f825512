import { describe, expect, it } from 'vitest';
import { dailyCsv } from './dailyCsv';

describe('dailyCsv', () => {
  it('writes one row per day with numbers a spreadsheet reads', () => {
    const csv = dailyCsv([{ date: '2026-03-01', impressions: 1200, clicks: 60, ctr: 0.05, cost: 25.2, conversions: 3, conversionsValue: 135, averageCpc: 0.42, costPerConversion: 8.4 }], 'EUR');
    expect(csv.split('\r\n')).toEqual([
      'date,impressions,clicks,ctr,cost_EUR,conversions,conversions_value_EUR,average_cpc_EUR,cost_per_conversion_EUR',
      '2026-03-01,1200,60,0.0500,25.20,3,135.00,0.42,8.40',
      '',
    ]);
  });
});
