import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';

let ctx: TestContext;
let u: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  u = await linkedAdsUser(ctx);
});
afterAll(async () => ctx?.close());

const create = (body: Record<string, unknown>, token = u.token) => call(ctx, 'POST', '/api/saveCompanyConversion', { token, body: { companyId: u.companyId, ...body } });

describe('conversion actions', () => {
  it('creates, lists, reads, changes and removes one, with the tag to copy for a web conversion', async () => {
    const created = await create({ name: 'Formulario de contacto', category: 'SUBMIT_LEAD_FORM', defaultValue: 30 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Formulario de contacto', type: 'WEBPAGE', status: 'ENABLED', defaultValue: 30, currency: 'EUR' });
    expect(created.body.snippet).toContain("gtag('event', 'conversion'");
    const id = created.body._id;

    const list = await call(ctx, 'GET', `/api/getCompanyConversions/${u.companyId}`, { token: u.token });
    expect(list.body).toMatchObject({ total: 1, data: [expect.objectContaining({ _id: id })] });
    expect((await call(ctx, 'GET', `/api/getOneCompanyConversion/${id}?companyId=${u.companyId}`, { token: u.token })).body).toEqual(created.body);

    const changed = await call(ctx, 'PUT', `/api/companyConversion/${u.companyId}/${id}`, { token: u.token, body: { name: 'Solicitud de presupuesto', defaultValue: 45 } });
    expect(changed.body).toMatchObject({ name: 'Solicitud de presupuesto', defaultValue: 45, category: 'SUBMIT_LEAD_FORM' });

    expect((await call(ctx, 'DELETE', `/api/companyConversion/${u.companyId}/${id}`, { token: u.token })).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/getCompanyConversions/${u.companyId}`, { token: u.token })).body.total).toBe(0);
    expect((await call(ctx, 'GET', `/api/getOneCompanyConversion/${id}?companyId=${u.companyId}`, { token: u.token })).status).toBe(404);
  });

  it('refuses a second action of the same name, and another company\'s action is not found', async () => {
    await create({ name: 'Compra' });
    const twice = await create({ name: 'Compra' });
    expect(twice.status).toBe(400);
    expect(twice.body.error_code).toBe('ads_rejected');
    const other = await linkedAdsUser(ctx);
    const mine = await create({ name: 'Llamada' });
    expect((await call(ctx, 'GET', `/api/getOneCompanyConversion/${mine.body._id}?companyId=${other.companyId}`, { token: other.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/getOneCompanyConversion/${mine.body._id}?companyId=${u.companyId}`, { token: other.token })).status).toBe(404);
    const viewer = await createTestUser(ctx, { memberOf: { companyId: u.companyId, role: 'viewer' } });
    expect((await create({ name: 'Visor' }, viewer.token)).status).toBe(403);
  });

  it('takes offline click uploads only on an upload action, answering each row as Google would', async () => {
    const web = await create({ name: 'Web' });
    const upload = await create({ name: 'Ventas en tienda', type: 'UPLOAD_CLICKS' });
    const campaign = (await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId) })).body;
    const clickAt = async (hoursAgo: number) => (await call(ctx, 'POST', '/api/campaigns/sandbox/ad-click', {
      token: u.token, body: { companyId: u.companyId, campaignId: campaign._id, clickedAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString() },
    })).body.gclid as string;
    const [yesterday, anHourAgo] = [await clickAt(30), await clickAt(1)];
    const when = new Date(Date.now() - 60_000).toISOString().replace('T', ' ').slice(0, 19) + '+00:00';
    const rows = [
      { gclid: yesterday, conversionDateTime: when, value: 120 },
      { gclid: 'short', conversionDateTime: when },
      { gclid: yesterday, conversionDateTime: '2026-13-45 99:99:99' },
      { gclid: 'Cj0KCQiA2uH-BRCCARIsAEeef3kAbCdEfGhIjKlMn', conversionDateTime: when },
      { gclid: anHourAgo, conversionDateTime: when },
      { gclid: yesterday, conversionDateTime: when, value: 120 },
    ];
    const res = await call(ctx, 'POST', `/api/conversionUploads/${u.companyId}/${upload.body._id}`, { token: u.token, body: { rows } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { result: string; error: string | null }) => r.error?.split(':')[0] ?? r.result)).toEqual([
      'accepted', 'UNPARSEABLE_GCLID', 'INVALID_CONVERSION_DATE_TIME', 'CLICK_NOT_FOUND', 'TOO_RECENT_EVENT', 'CLICK_CONVERSION_ALREADY_EXISTS',
    ]);
    const listed = await call(ctx, 'GET', `/api/conversionUploads/${u.companyId}/${upload.body._id}`, { token: u.token });
    expect(listed.body.total).toBe(6);
    const wrongType = await call(ctx, 'POST', `/api/conversionUploads/${u.companyId}/${web.body._id}`, { token: u.token, body: { rows: rows.slice(0, 1) } });
    expect(wrongType.body.data[0]).toMatchObject({ result: 'rejected', error: expect.stringContaining('INVALID_CONVERSION_ACTION_TYPE') });
    // Another account's click is not this account's to convert.
    const other = await linkedAdsUser(ctx);
    const theirs = await call(ctx, 'POST', '/api/saveCompanyConversion', { token: other.token, body: { companyId: other.companyId, name: 'Suya', type: 'UPLOAD_CLICKS' } });
    const foreign = await call(ctx, 'POST', `/api/conversionUploads/${other.companyId}/${theirs.body._id}`, { token: other.token, body: { rows: rows.slice(0, 1) } });
    expect(foreign.body.data[0].error).toContain('INVALID_CUSTOMER_FOR_CLICK');
  });

  it('answers 404 to a simulated click on a campaign of another company', async () => {
    const campaign = (await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { name: 'Otra' }) })).body;
    const other = await linkedAdsUser(ctx);
    const res = await call(ctx, 'POST', '/api/campaigns/sandbox/ad-click', { token: other.token, body: { companyId: other.companyId, campaignId: campaign._id } });
    expect(res.status).toBe(404);
    const future = await call(ctx, 'POST', '/api/campaigns/sandbox/ad-click', { token: u.token, body: { companyId: u.companyId, campaignId: campaign._id, clickedAt: new Date(Date.now() + 3_600_000).toISOString() } });
    expect(future.status).toBe(400);
  });
});
