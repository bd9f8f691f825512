import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a restart (admin_shutdown)', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['several addresses refused', Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {})],
    ['a wrapped cause', new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08006' }) })],
  ])('%s is unavailability', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['bad input', Object.assign(new Error('invalid input syntax'), { code: '22P02' })],
    ['a bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
