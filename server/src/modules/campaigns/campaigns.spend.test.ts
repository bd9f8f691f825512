import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';
import { CARDS, cardToken } from '../billing/billing.testkit';
import { daysAgo } from './campaigns.account';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

/** A campaign that has run for ten days (so it has spend to pay) and is now paused. */
async function pausedCampaignWithSpend(u: TestUser): Promise<string> {
  const created = await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId) });
  expect(created.status).toBe(201);
  const row = await ctx.db.selectFrom('campaigns').select(['customerId', 'platformCampaign']).where('id', '=', created.body._id).executeTakeFirstOrThrow();
  await ctx.deps.connectors.ads.backdate!(row.customerId, row.platformCampaign, daysAgo(new Date().toISOString().slice(0, 10), 10));
  expect((await call(ctx, 'POST', '/api/pauseCampaign', { token: u.token, body: { companyId: u.companyId, campaignId: created.body._id } })).body.status).toBe('PAUSED');
  return created.body._id;
}
const useCard = async (u: TestUser, number: string) => {
  const res = await call(ctx, 'POST', '/api/changePaymentMethod', { token: u.token, body: { paymentMethodId: await cardToken(ctx, u, number), makeDefault: true } });
  expect(res.status).toBe(200);
};
const relaunch = (u: TestUser, campaignId: string) => call(ctx, 'POST', '/api/userRelaunchGoogleCampaign', { token: u.token, body: { companyId: u.companyId, campaignId } });

describe('relaunching a paused campaign pays its ad spend first', () => {
  it('answers a card decline as the processor does and leaves the campaign paused', async () => {
    const u = await linkedAdsUser(ctx);
    const id = await pausedCampaignWithSpend(u);
    await useCard(u, CARDS.chargeDeclined);
    const res = await relaunch(u, id);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error_code: 'card_declined', details: { type: 'card_error', decline_code: expect.any(String) } });
    expect((await call(ctx, 'GET', `/api/campaign/${id}?companyId=${u.companyId}`, { token: u.token })).body.status).toBe('PAUSED');
  });

  it('charges the spend since the last payment once, then relaunches', async () => {
    const u = await linkedAdsUser(ctx);
    const id = await pausedCampaignWithSpend(u);
    await useCard(u, CARDS.ok);
    const res = await relaunch(u, id);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ENABLED');
    const settled = await ctx.db.selectFrom('campaignSpendSettlements').selectAll().where('companyId', '=', u.companyId).executeTakeFirstOrThrow();
    expect(Number(settled.amountCents)).toBeGreaterThan(0);
    const payments = () => ctx.db.selectFrom('campaignSpendSettlements').select('providerRef').where('companyId', '=', u.companyId).execute();
    const before = await payments();
    await call(ctx, 'POST', '/api/pauseCampaign', { token: u.token, body: { companyId: u.companyId, campaignId: id } });
    expect((await relaunch(u, id)).status).toBe(200);
    expect(await payments()).toEqual(before);
  });

  it('asks for a card when there is spend to pay and none on file', async () => {
    const u = await linkedAdsUser(ctx);
    const id = await pausedCampaignWithSpend(u);
    const res = await relaunch(u, id);
    expect(res.status).toBe(402);
    expect(res.body.error_code).toBe('payment_method_required');
  });
});
