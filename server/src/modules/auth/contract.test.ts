import { afterAll, beforeAll, expect, it } from 'vitest';
import { allCalls as calls, contractAreas as areas } from '../../../../contract';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call } from '../../../test/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

it('has no call name twice across areas', () => {
  expect(calls.length).toBe(areas.reduce((n, area) => n + Object.keys(area).length, 0));
});

it('every call of the contract is in the OpenAPI document at its path and verb', async () => {
  const doc = (await call(ctx, 'GET', '/api/docs/json')).body as { paths: Record<string, Record<string, { operationId?: string }>> };
  const missing = calls.filter(([name, c]) => {
    const path = `/api${c.path.replace(/:(\w+)/g, '{$1}')}`;
    return doc.paths[path]?.[c.method.toLowerCase()]?.operationId !== name;
  });
  expect(missing.map(([name]) => name)).toEqual([]);
  expect(calls.length).toBeGreaterThanOrEqual(100);
});

it('every non-public call refuses an anonymous caller', async () => {
  const guarded = calls.filter(([, c]) => !('public' in c && c.public));
  expect(guarded.length).toBeGreaterThanOrEqual(18);
  for (const [name, c] of guarded) {
    const url = `/api${c.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000')}`;
    const query = 'query' in c && c.query ? '?tableType=contacts&q=madrid' : '';
    const res = await call(ctx, c.method, url + query, { body: c.method === 'GET' ? undefined : {} });
    // Authentication runs on request, before any validation: never a 400 that reveals the schema.
    expect([name, res.status]).toEqual([name, 401]);
  }
});
