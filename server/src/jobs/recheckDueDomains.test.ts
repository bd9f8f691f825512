import { describe, expect, it, vi } from 'vitest';
import { errorKind, recheckDueDomains, type RecheckFailure } from './recheckDueDomains';

class ApiLikeError extends Error {
  name = 'ApiError';
  constructor(message: string, public code: string) {
    super(message);
  }
}

const due = [
  { id: 'd1', companyId: 'c1' },
  { id: 'd2', companyId: 'c1' },
  { id: 'd3', companyId: 'c2' },
];

describe('recheckDueDomains', () => {
  it('checks each due domain in turn, one at a time, and answers how many were due', async () => {
    let running = 0;
    const seen: string[] = [];
    const checkOne = vi.fn(async (d: { id: string }) => {
      running += 1;
      expect(running).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 2));
      seen.push(d.id);
      running -= 1;
    });
    const log = vi.fn();
    expect(await recheckDueDomains({ queue: 'q', findDue: async () => due, checkOne, log })).toBe(3);
    expect(seen).toEqual(['d1', 'd2', 'd3']);
    expect(log).not.toHaveBeenCalled();
  });

  it('goes on past a failing domain and logs its ids and error kind, never the message', async () => {
    const log = vi.fn<(failure: RecheckFailure) => void>();
    const checkOne = vi.fn(async (d: { id: string }) => {
      if (d.id === 'd2') throw new ApiLikeError('duplicate key value (dkim_private_key)=(-----BEGIN PRIVATE KEY-----)', 'NOT_FOUND');
    });
    expect(await recheckDueDomains({ queue: 'email-domains-recheck', findDue: async () => due, checkOne, log })).toBe(3);
    expect(checkOne).toHaveBeenCalledTimes(3);
    expect(log).toHaveBeenCalledExactlyOnceWith({ queue: 'email-domains-recheck', domainId: 'd2', companyId: 'c1', error: 'ApiError:NOT_FOUND' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('PRIVATE');
  });

  it('logs a JSON line by default, without the error text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await recheckDueDomains({ queue: 'q', findDue: async () => due.slice(0, 1), checkOne: async () => { throw new Error('secret=abc'); } });
      expect(warn).toHaveBeenCalledOnce();
      const line = JSON.parse(String(warn.mock.calls[0][0]));
      expect(line).toEqual({ level: 'warn', msg: 'domain recheck failed', queue: 'q', domainId: 'd1', companyId: 'c1', error: 'Error' });
    } finally {
      warn.mockRestore();
    }
  });

  it('lets a failure to find the due domains reach the job (pg-boss retries the run)', async () => {
    await expect(recheckDueDomains({ queue: 'q', findDue: async () => { throw new Error('db down'); }, checkOne: vi.fn() })).rejects.toThrow('db down');
  });
});

describe('errorKind', () => {
  it('keeps the class and code of an error, the type of anything else', () => {
    expect(errorKind(Object.assign(new Error('x'), { code: 'ETIMEOUT' }))).toBe('Error:ETIMEOUT');
    expect(errorKind(new TypeError('x'))).toBe('TypeError');
    expect(errorKind('text')).toBe('string');
  });
});
