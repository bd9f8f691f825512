import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestUser } from '../../test/fixtures';
import { createTestContext, type TestContext } from '../../test/testApp';

/**
 * A limited call spends the signed-in caller's own allowance, not their address's: colleagues
 * behind one office router (here, every request comes from the same address) do not use up each
 * other's. Checked on a company call (30 a minute) and on an account call (20 a minute).
 */
describe('rate limits of signed-in calls are per person', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('company call: one person\'s 31st call in a minute is refused, a colleague\'s first is not; no token is a 401', async () => {
    const owner = await createTestUser(ctx);
    const colleague = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'admin' } });
    // A domain that does not exist: answered 404, and counted like any call.
    const status = (token?: string) => call(ctx, 'GET', `/api/mailerSend/domains/verificationStatus/${randomUUID()}?companyId=${owner.companyId}`, { token });
    for (let i = 0; i < 30; i += 1) expect((await status(owner.token)).status).toBe(404);
    const refused = await status(owner.token);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error_code: 'rate_limit' });
    expect((await status(colleague.token)).status).toBe(404);
    expect((await status()).status).toBe(401);
  });

  it('account call: the same, for a call with no company', async () => {
    const ana = await createTestUser(ctx);
    const luis = await createTestUser(ctx);
    const deletion = (token: string) => call(ctx, 'POST', '/api/user/deletion', { token, body: { password: 'not-the-password-1' } });
    for (let i = 0; i < 20; i += 1) expect((await deletion(ana.token)).status).not.toBe(429);
    expect((await deletion(ana.token)).status).toBe(429);
    const first = await deletion(luis.token);
    expect(first.status).not.toBe(429);
    expect(first.status).toBeLessThan(500);
  });
});
