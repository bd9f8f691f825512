import { describe, expect, it } from 'vitest';
import { platformDateTime } from './platformTime';

describe('platformDateTime', () => {
  it('writes the moment in the account zone with that moment\'s offset', () => {
    expect(platformDateTime(new Date('2026-01-31T13:05:00Z'), 'Europe/Madrid')).toBe('2026-01-31 14:05:00+01:00');
    expect(platformDateTime(new Date('2026-07-31T13:05:09Z'), 'Europe/Madrid')).toBe('2026-07-31 15:05:09+02:00');
    expect(platformDateTime(new Date('2026-07-31T03:00:00Z'), 'America/Mexico_City')).toBe('2026-07-30 21:00:00-06:00');
    expect(platformDateTime(new Date('2026-07-31T00:00:00Z'), 'UTC')).toBe('2026-07-31 00:00:00+00:00');
  });
});
