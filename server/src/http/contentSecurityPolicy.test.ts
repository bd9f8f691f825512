import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/testApp';

let sandbox: TestContext;
let stripe: TestContext;
beforeAll(async () => {
  [sandbox, stripe] = await Promise.all([
    createTestContext(),
    createTestContext({ env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' } }),
  ]);
});
afterAll(async () => Promise.all([sandbox?.close(), stripe?.close()]));

/** The policy the server sends (with every response, the app's pages included), as directive → sources. */
async function policyOf(ctx: TestContext): Promise<Record<string, string[]>> {
  const res = await ctx.app.inject({ method: 'GET', url: '/es/login', headers: { accept: 'text/html' } });
  const header = String(res.headers['content-security-policy']);
  return Object.fromEntries(header.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]));
}

describe('Content Security Policy', () => {
  it('sandbox: the app reaches no outside host, Stripe included', async () => {
    expect(sandbox.deps.connectors.payments.provider).toBe('sandbox');
    const policy = await policyOf(sandbox);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(JSON.stringify(policy)).not.toContain('stripe.com');
  });

  it('Stripe: also allows Stripe.js, its frames and its API, and nothing else changes', async () => {
    expect(stripe.deps.connectors.payments.provider).toBe('stripe');
    const policy = await policyOf(stripe);
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:', 'https://api.stripe.com']);
    const sandboxPolicy = await policyOf(sandbox);
    for (const name of ['default-src', 'style-src', 'img-src', 'font-src', 'object-src']) expect(policy[name]).toEqual(sandboxPolicy[name]);
  });
});
