import { describe, expect, it } from 'vitest';
import { fillDays } from './fillDays';

describe('fillDays', () => {
  it('keeps the days the server answered and fills the quiet ones, in order, across a month end', () => {
    const filled = fillDays({ from: '2026-10-30', to: '2026-11-02' }, [{ date: '2026-11-01', sent: 5 }], { sent: 0 });
    expect(filled).toEqual([{ date: '2026-10-30', sent: 0 }, { date: '2026-10-31', sent: 0 }, { date: '2026-11-01', sent: 5 }, { date: '2026-11-02', sent: 0 }]);
  });
});
