import { describe, expect, it } from 'vitest';
import { pixelRows } from './pixelRows';

const business = (id: string, added: boolean) => ({ _id: id, connectionId: 'c1', adAccountId: 'act_1', name: `Pixel ${id}`, lastFiredAt: null, added });
const company = (id: string) => ({ _id: `cp-${id}`, companyId: 'co', connectionId: 'c1', pixelId: id, pixelName: `Pixel ${id}`, createdAt: '2026-11-01T00:00:00.000Z' });

describe('pixelRows', () => {
  it('marks business pixels the company added, by either source', () => {
    const rows = pixelRows([business('1', true), business('2', false), business('3', false)], [company('3')]);
    expect(rows.map((r) => [r.pixelId, r.added, r.orphan])).toEqual([['1', true, false], ['2', false, false], ['3', true, false]]);
  });

  it('keeps a company pixel the business no longer has, so it can be removed', () => {
    const rows = pixelRows([business('1', false)], [company('9')]);
    expect(rows.at(-1)).toMatchObject({ pixelId: '9', name: 'Pixel 9', added: true, orphan: true, adAccountId: null });
  });
});
