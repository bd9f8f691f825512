import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { sealSecret } from '../../security/sealedSecrets';
import { SandboxSocial, businessKeyOf } from '../../connectors/social/sandbox';
import { TOKEN_PURPOSE } from './facebook.service';
import { REFRESH_QUEUE } from './integrations.jobs';
import * as repo from './integrations.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
});
afterAll(() => ctx.close());

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('token refresh job (pg-boss)', () => {
  it('renews a connection expiring within 7 days when its queue runs', async () => {
    const user = await createTestUser(ctx);
    const social = ctx.deps.connectors.social as SandboxSocial;
    const code = social.issueCode(businessKeyOf(user.companyId));
    const token = await social.exchangeCode(code);
    const soon = new Date(Date.now() + 2 * 86_400_000);
    const id = await repo.upsertConnection(ctx.db, {
      companyId: user.companyId, kind: 'facebook', userId: null, provider: 'sandbox', status: 'connected', accountName: 'Sandbox Business',
      accountEmail: null, externalId: null, expiresAt: soon, connectedBy: user.id, connectedAt: new Date(), error: null,
    });
    await repo.updateConnection(ctx.db, id, { accessTokenSealed: sealSecret(ctx.deps.config, TOKEN_PURPOSE, id, token.accessToken) });

    await ctx.deps.jobs!.send(REFRESH_QUEUE, {});
    const row = await until(
      () => ctx.db.selectFrom('integrationConnections').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
      (r) => r.expiresAt!.getTime() > soon.getTime(),
    );
    expect(row.status).toBe('connected');
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 59 * 86_400_000);
    const events = await repo.recentEvents(ctx.db, user.companyId, 'facebook', 5);
    expect(events.map((e) => e.type)).toContain('token_refreshed');
  });
});
