import { describe, expect, it } from 'vitest';
import { createRecorder, percentile } from './stats';

describe('load figures', () => {
  it('takes the nearest-rank percentile', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('counts errors per route and overall', () => {
    const r = createRecorder();
    r.record('a', 10, true);
    r.record('a', 30, false, '500');
    r.record('b', 20, true);
    const figures = r.figures();
    expect(figures.find((f) => f.route === 'a')).toMatchObject({ count: 2, errors: 1, max: 30 });
    expect(figures.at(-1)).toMatchObject({ route: 'all', count: 3, errors: 1 });
    expect(r.errorKinds()).toEqual({ 'a 500': 1 });
  });
});
