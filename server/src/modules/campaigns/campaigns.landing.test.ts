import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const newLanding = async (u: TestUser) =>
  (await call(ctx, 'POST', '/api/createLandingWithoutIA', { token: u.token, body: { companyId: u.companyId, templateId: 'services' } })).body._id as string;
const campaignsOf = async (u: TestUser) => (await call(ctx, 'GET', `/api/campaigns/${u.companyId}`, { token: u.token })).body.data as { _id: string; landingId: string | null }[];

describe("a campaign's landing", () => {
  it('is kept when it is one of the company’s landings, and let go when that landing is deleted', async () => {
    const u = await linkedAdsUser(ctx);
    const landingId = await newLanding(u);
    const created = await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { landingId }) });
    expect(created.status).toBe(201);
    expect(created.body.landingId).toBe(landingId);

    expect((await call(ctx, 'DELETE', `/api/landing/${u.companyId}/${landingId}`, { token: u.token })).status).toBeLessThan(300);
    const one = await call(ctx, 'GET', `/api/campaign/${created.body._id}?companyId=${u.companyId}`, { token: u.token });
    expect(one.body.landingId).toBeNull();
    expect(one.body.status).toBe('ENABLED');
  });

  it("refuses another company's landing on its field and creates nothing", async () => {
    const u = await linkedAdsUser(ctx);
    const other = await linkedAdsUser(ctx);
    const foreign = await newLanding(other);
    const res = await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { landingId: foreign }) });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ path: 'body.landingId' })]);
    expect(await campaignsOf(u)).toEqual([]);
  });

  it('changes with the final URL, and a refused landing leaves the address and the landing as they were', async () => {
    const u = await linkedAdsUser(ctx);
    const other = await linkedAdsUser(ctx);
    const landingId = await newLanding(u);
    const created = (await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId) })).body;
    const path = `/api/googleAds/updateAdFinalUrl/${u.companyId}/${created._id}`;

    const refused = await call(ctx, 'PUT', path, { token: u.token, body: { newFinalUrl: 'https://otra.example/', landingId: await newLanding(other) } });
    expect(refused.status).toBe(400);
    const unchanged = await call(ctx, 'GET', `/api/campaign/${created._id}?companyId=${u.companyId}`, { token: u.token });
    expect(unchanged.body).toMatchObject({ finalUrl: created.finalUrl, landingId: null });

    const set = await call(ctx, 'PUT', path, { token: u.token, body: { newFinalUrl: 'https://fontaneria-perez.es/oferta', landingId } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ finalUrl: 'https://fontaneria-perez.es/oferta', landingId });
    expect((await campaignsOf(u))[0]!.landingId).toBe(landingId);

    const cleared = await call(ctx, 'PUT', path, { token: u.token, body: { newFinalUrl: 'https://fontaneria-perez.es/', landingId: null } });
    expect(cleared.body.landingId).toBeNull();
  });
});
