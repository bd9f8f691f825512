import { describe, expect, it } from 'vitest';
import { formatDuration } from './formatDuration';

describe('formatDuration', () => {
  it('says the two largest units in the interface language', () => {
    expect(formatDuration(125_000, 'en')).toBe('2m 5s');
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000 + 59_000, 'en')).toBe('3d 4h');
    expect(formatDuration(7_200_000, 'es')).toMatch(/^2\s?h$/);
  });
  it('says under a second, and a dash when there is no duration (a run still going)', () => {
    expect(formatDuration(300, 'en')).toBe('< 1s');
    expect(formatDuration(null, 'es')).toBe('—');
  });
});
