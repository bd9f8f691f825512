import { describe, expect, it } from 'vitest';
import { toPlatformDateTime } from './clickTime';

describe('toPlatformDateTime', () => {
  it('writes the local time with its offset as the ad platform reads it', () => {
    expect(toPlatformDateTime('2026-11-24T10:30', 60)).toBe('2026-11-24 10:30:00+01:00');
    expect(toPlatformDateTime('2026-06-01T23:05:09', -330)).toBe('2026-06-01 23:05:09-05:30');
    expect(toPlatformDateTime('2026-01-01T00:00', 0)).toBe('2026-01-01 00:00:00+00:00');
  });
});
