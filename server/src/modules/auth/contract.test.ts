import { afterAll, beforeAll, expect, it } from 'vitest';
import { authCalls } from '../../../../contract/auth';
import { accountCalls } from '../../../../contract/accounts';
import { companyCalls } from '../../../../contract/companies';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call } from '../../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const calls = Object.entries({ ...authCalls, ...accountCalls, ...companyCalls });

it('every auth, account and company call of the contract is in the OpenAPI document at its path and verb', async () => {
  const doc = (await call(ctx, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, { operationId?: string }>> };
  const missing = calls.filter(([name, c]) => {
    const path = `/api${c.path.replace(/:(\w+)/g, '{$1}')}`;
    return doc.paths[path]?.[c.method.toLowerCase()]?.operationId !== name;
  });
  expect(missing.map(([name]) => name)).toEqual([]);
  expect(calls.length).toBeGreaterThanOrEqual(30);
});

it('every non-public call refuses an anonymous caller', async () => {
  const guarded = calls.filter(([, c]) => !('public' in c && c.public));
  expect(guarded.length).toBeGreaterThanOrEqual(18);
  for (const [name, c] of guarded) {
    const url = `/api${c.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000')}`;
    const query = 'query' in c && c.query ? '?tableType=contacts&q=madrid' : '';
    const res = await call(ctx, c.method, url + query, { body: c.method === 'GET' ? undefined : {} });
    // Schema validation runs before authentication, so an empty body may be refused as 400 first.
    expect([name, res.status]).toEqual([name, 'body' in c && c.body ? expect.toBeOneOf([400, 401]) : 401]);
  }
});
