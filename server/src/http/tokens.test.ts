import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret-0123';

describe('token service', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies its own token, again and again, with the same claims', async () => {
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign('user-1', 3);
    expect(await tokens.verify(token)).toEqual({ sub: 'user-1', ver: 3 });
    expect(await tokens.verify(token)).toEqual({ sub: 'user-1', ver: 3 });
  });

  it('refuses a token once it has expired, even one it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00Z'));
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign('user-1', 0);
    expect(await tokens.verify(token)).not.toBeNull();
    vi.setSystemTime(new Date('2026-11-28T10:01:01Z'));
    expect(await tokens.verify(token)).toBeNull();
    // and a fresh service (another instance) refuses it too
    expect(await createTokenService(SECRET, 60).verify(token)).toBeNull();
  });

  it('refuses a token whose payload or signature was changed after a good one was verified', async () => {
    const tokens = createTokenService(SECRET, 60);
    const token = await tokens.sign('user-1', 0);
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'user-2' })).toString('base64url');
    expect(await tokens.verify(`${header}.${other}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(await tokens.verify(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`)).toBeNull();
  });

  it('refuses a token signed with another secret and a sealed envelope passed as a session', async () => {
    const tokens = createTokenService(SECRET, 60);
    const foreign = await createTokenService(`${SECRET}-other`, 60).sign('user-1', 0);
    expect(await tokens.verify(foreign)).toBeNull();
    expect(await tokens.verify(await tokens.seal({ sub: 'user-1' }, 60))).toBeNull();
  });
});
