import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { SafeFetchError } from '../../net/safeFetch';
import { listSandboxDeliveries } from './sandboxInbox.repository';
import { deliverWebhook, isSandboxWebhookUrl } from '.';

const request = (url: string) => ({
  url,
  headers: { 'Content-Type': 'application/json', 'X-Workflow-Signature': 't=1,v1=ab' },
  body: '{"event":"workflow.step","contact":{"name":"<b>Ada</b>"}}',
  companyId: null,
});

describe('webhook sandbox inbox (sandboxes allowed)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('knows the sandbox host and only it', () => {
    expect(isSandboxWebhookUrl('https://webhooks.sandbox.invalid/x')).toBe(true);
    expect(isSandboxWebhookUrl('http://WEBHOOKS.sandbox.invalid:8080/x')).toBe(true);
    expect(isSandboxWebhookUrl('https://webhooks.sandbox.invalid.example.com/x')).toBe(false);
    expect(isSandboxWebhookUrl('ftp://webhooks.sandbox.invalid/x')).toBe(false);
    expect(isSandboxWebhookUrl('not a url')).toBe(false);
  });

  it('stores the delivery instead of calling the network, and answers 200 (or the code asked for)', async () => {
    const res = await deliverWebhook(ctx.deps, request('https://webhooks.sandbox.invalid/in'));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toMatchObject({ received: true, id: res.sandboxDeliveryId });
    expect((await deliverWebhook(ctx.deps, request('https://webhooks.sandbox.invalid/status/429'))).status).toBe(429);
    const [latest, first] = await listSandboxDeliveries(ctx.db);
    expect(latest).toMatchObject({ url: 'https://webhooks.sandbox.invalid/status/429', status: 429 });
    expect(first).toMatchObject({ id: res.sandboxDeliveryId, method: 'POST', headers: { 'X-Workflow-Signature': 't=1,v1=ab' }, body: request('').body });
  });

  it('shows the deliveries at /api/dev/webhooks, as JSON or as an escaped page, to this machine only', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/dev/webhooks?format=json', remoteAddress: '127.0.0.1' });
    expect(json.statusCode).toBe(200);
    expect(json.json().data[0]).toMatchObject({ url: 'https://webhooks.sandbox.invalid/status/429' });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/dev/webhooks', remoteAddress: '::1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('X-Workflow-Signature: t=1,v1=ab');
    expect(page.body).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Ada</b>');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/webhooks', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });
});

describe('webhook sandbox inbox in production (sandboxes off)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ env: { NODE_ENV: 'production' } });
  });
  afterAll(() => ctx.close());

  it('refuses the sandbox host and stores nothing; the page is absent', async () => {
    const error = await deliverWebhook(ctx.deps, request('https://webhooks.sandbox.invalid/in')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SafeFetchError);
    expect((error as SafeFetchError).code).toBe('blocked_address');
    expect(await listSandboxDeliveries(ctx.db)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/webhooks?format=json', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});
