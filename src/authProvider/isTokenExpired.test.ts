import { describe, expect, it, vi } from 'vitest';
import { isTokenExpired } from './isTokenExpired';
import { makeToken } from '../test/makeToken';

describe('isTokenExpired', () => {
  const now = Date.UTC(2025, 0, 1);
  it('is false before exp and true at or after it', () => {
    const token = makeToken({ exp: now / 1000 + 60 });
    expect(isTokenExpired(token, now)).toBe(false);
    expect(isTokenExpired(token, now + 60_000)).toBe(true);
  });
  it('treats an undecodable token as expired and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
  it('treats a token without exp as expired', () => {
    expect(isTokenExpired(makeToken({ sub: 'u' }), now)).toBe(true);
  });
});
