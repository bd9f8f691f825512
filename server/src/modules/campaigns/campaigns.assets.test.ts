import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';
import { multipart } from '../../../test/multipart';
import { pngOf } from '../../../test/images';

let ctx: TestContext;
let u: TestUser;
let campaignId: string;
let otherCampaignId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  u = await linkedAdsUser(ctx);
  const create = (name: string) => call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { name, assets: {} }) });
  campaignId = (await create('Campaña A')).body._id;
  otherCampaignId = (await create('Campaña B')).body._id;
});
afterAll(async () => ctx?.close());

const url = 'https://fontaneria-perez.es';
/** Per kind: path name, a valid asset, a changed one, and one the platform refuses (with the field it points at). */
const KINDS = [
  { kind: 'siteLink', name: 'SiteLink', valid: { linkText: 'Pide presupuesto', description1: 'Gratis', description2: 'En 1 hora', finalUrl: url }, changed: { linkText: 'Llámanos', finalUrl: url },
    invalid: { linkText: 'Un texto de enlace demasiado largo', finalUrl: url }, field: 'body.linkText' },
  { kind: 'highlightedText', name: 'HighlightedText', valid: { text: 'Servicio 24 h' }, changed: { text: 'Garantía de 2 años' }, invalid: { text: 'Un texto destacado que pasa de veinticinco' }, field: 'body.text' },
  { kind: 'structuredSnippet', name: 'StructuredSnippet', valid: { header: 'Types', values: ['Desatascos', 'Calderas', 'Fugas'] }, changed: { header: 'Brands', values: ['Roca', 'Junkers', 'Vaillant'] },
    invalid: { header: 'Types', values: ['Desatascos', 'Calderas'] }, field: 'body.values' },
  { kind: 'call', name: 'Call', valid: { countryCode: 'ES', phoneNumber: '910 000 000' }, changed: { countryCode: 'ES', phoneNumber: '600 000 000' }, invalid: { countryCode: 'ES', phoneNumber: 'llámanos' }, field: 'body.phoneNumber' },
  { kind: 'app', name: 'App', valid: { appId: 'com.demo.spicyshop', appStore: 'GOOGLE_APP_STORE', linkText: 'Descarga la app' }, changed: { appId: 'com.demo.spicyshop', appStore: 'GOOGLE_APP_STORE', linkText: 'Pide desde la app' },
    invalid: { appId: 'com.demo.spicyshop', appStore: 'GOOGLE_APP_STORE', linkText: 'Descarga nuestra aplicación gratis' }, field: 'body.linkText' },
  { kind: 'price', name: 'Price', valid: { type: 'SERVICES', languageCode: 'es', offerings: ['Desatasco', 'Caldera', 'Fuga'].map((h, i) => ({ header: h, description: `Desde ${40 + i * 10} €`, price: 40 + i * 10, finalUrl: url })) },
    changed: { type: 'SERVICES', priceQualifier: 'FROM', languageCode: 'es', offerings: ['Desatasco', 'Caldera', 'Fuga', 'Grifo'].map((h) => ({ header: h, description: 'Precio cerrado', price: 50, unit: 'PER_HOUR', finalUrl: url })) },
    invalid: { type: 'SERVICES', languageCode: 'es', offerings: [{ header: 'Desatasco', description: 'Desde 40 €', price: 40, finalUrl: url }] }, field: 'body.offerings' },
  { kind: 'promotion', name: 'Promotion', valid: { target: 'Desatascos', percentOff: 15, languageCode: 'es' }, changed: { target: 'Calderas', moneyOff: 20, languageCode: 'es', promotionCode: 'INVIERNO' },
    invalid: { target: 'Desatascos', percentOff: 15, moneyOff: 20, languageCode: 'es' }, field: 'body' },
] as const;

describe.each(KINDS)('$kind assets', ({ name, valid, changed, invalid, field }) => {
  it('upload, list, set on another campaign, update and take off a campaign', async () => {
    const uploaded = await call(ctx, 'POST', `/api/upload${name}/${u.companyId}/${campaignId}`, { token: u.token, body: valid });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ assetId: expect.stringMatching(/^\d+$/), fields: expect.objectContaining(Object.fromEntries(Object.entries(valid).filter(([, v]) => typeof v === 'string'))), campaignIds: [campaignId] });
    const assetId = uploaded.body.assetId;

    const customer = await call(ctx, 'GET', `/api/getCustomer${name}Assets/${u.companyId}`, { token: u.token });
    expect(customer.body.data.map((a: { assetId: string }) => a.assetId)).toContain(assetId);

    const set = await call(ctx, 'POST', `/api/setCampaign${name}Assets/${u.companyId}/${otherCampaignId}`, { token: u.token, body: { assetIds: [assetId] } });
    expect(set.status).toBe(200);
    expect(set.body.data.find((a: { assetId: string }) => a.assetId === assetId).campaignIds.sort()).toEqual([campaignId, otherCampaignId].sort());

    const updated = await call(ctx, 'PUT', `/api/updateCampaign${name}Asset/${assetId}?companyId=${u.companyId}`, { token: u.token, body: changed });
    expect(updated.status).toBe(200);
    expect(updated.body.fields).toMatchObject(Object.fromEntries(Object.entries(changed).filter(([, v]) => typeof v === 'string')));

    const removed = await call(ctx, 'DELETE', `/api/deleteCampaign${name}Assets/${u.companyId}/${otherCampaignId}`, { token: u.token, body: { assetIds: [assetId] } });
    expect(removed.status).toBe(200);
    const onOther = await call(ctx, 'GET', `/api/googleAds/getCampaignAssets/${u.companyId}/${otherCampaignId}`, { token: u.token });
    expect(onOther.body.data.map((a: { assetId: string }) => a.assetId)).not.toContain(assetId);
    const again = await call(ctx, 'DELETE', `/api/deleteCampaign${name}Assets/${u.companyId}/${otherCampaignId}`, { token: u.token, body: { assetIds: [assetId] } });
    expect(again.status).toBe(400);
  });

  it('is refused by the platform past its limits, and nothing is created', async () => {
    const before = (await call(ctx, 'GET', `/api/getCustomer${name}Assets/${u.companyId}`, { token: u.token })).body.data.length;
    const res = await call(ctx, 'POST', `/api/upload${name}/${u.companyId}/${campaignId}`, { token: u.token, body: invalid });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ads_rejected');
    expect(res.body.details[0].path.startsWith(field)).toBe(true);
    expect((await call(ctx, 'GET', `/api/getCustomer${name}Assets/${u.companyId}`, { token: u.token })).body.data).toHaveLength(before);
  });
});

describe('Performance Max', () => {
  const upload = async (width: number, height: number) => {
    const { payload, headers } = multipart({}, { name: `img-${width}x${height}.png`, content: pngOf(width, height), type: 'image/png' });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/files/${u.companyId}/adImage`, headers: { ...headers, authorization: `Bearer ${u.token}` }, payload });
    expect(res.statusCode).toBe(201);
    return res.json().fileId as string;
  };
  const body = (images: { fileId: string; field: string }[]) => ({
    companyId: u.companyId, name: 'PMax Fontanería', goal: 'leads', businessName: 'Fontanería Pérez', finalUrl: url, dailyBudget: 30,
    criteria: { locations: [{ locationId: 'ES' }], languages: ['es'], schedule: [], devices: [], proximity: [] },
    assetGroup: {
      headlines: ['Fontanero 24 h', 'Urgencias en Madrid', 'Presupuesto gratis'], longHeadlines: ['Fontaneros profesionales en Madrid, llegamos en 30 minutos'],
      descriptions: ['Reparaciones con garantía.', 'Desatascos, calderas y fugas en toda la ciudad, todos los días.'], businessName: 'Fontanería Pérez', images,
    },
  });

  it('creates the campaign with images of the right ratios, and refuses a wrong ratio on its image', async () => {
    const landscape = await upload(1200, 628);
    const square = await upload(600, 600);
    const logo = await upload(256, 256);
    const ok = await call(ctx, 'POST', '/api/googleAds/createPMaxCampaign', { token: u.token, body: body([{ fileId: landscape, field: 'MARKETING_IMAGE' }, { fileId: square, field: 'SQUARE_MARKETING_IMAGE' }, { fileId: logo, field: 'LOGO' }]) });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ type: 'pmax', assetGroup: { businessName: 'Fontanería Pérez', headlines: ['Fontanero 24 h', 'Urgencias en Madrid', 'Presupuesto gratis'] } });
    expect(ok.body.assetGroup.images).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'MARKETING_IMAGE', width: 1200, height: 628 })]));

    const wrong = await upload(800, 800);
    const refused = await call(ctx, 'POST', '/api/googleAds/createPMaxCampaign', { token: u.token, body: { ...body([{ fileId: wrong, field: 'MARKETING_IMAGE' }, { fileId: square, field: 'SQUARE_MARKETING_IMAGE' }, { fileId: logo, field: 'LOGO' }]), name: 'PMax mal' } });
    expect(refused.status).toBe(400);
    expect(refused.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.assetGroup.images.0', code: 'ASPECT_RATIO_NOT_ALLOWED' })]));
    const names = (await call(ctx, 'GET', `/api/campaigns/${u.companyId}`, { token: u.token })).body.data.map((c: { name: string }) => c.name);
    expect(names).not.toContain('PMax mal');
  });

  it('refuses an asset group without enough headlines', async () => {
    const square = await upload(600, 600);
    const b = body([{ fileId: square, field: 'SQUARE_MARKETING_IMAGE' }]);
    const res = await call(ctx, 'POST', '/api/googleAds/createPMaxCampaign', { token: u.token, body: { ...b, assetGroup: { ...b.assetGroup, headlines: ['Solo uno'] } } });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ads_rejected');
    expect(res.body.details.some((d: { path: string }) => d.path.startsWith('body.assetGroup'))).toBe(true);
  });
});

describe('getAppFromStore', () => {
  it('finds apps of one store', async () => {
    const res = await call(ctx, 'POST', '/api/googleAds/getAppFromStore', { token: u.token, body: { companyId: u.companyId, appStore: 'GOOGLE_APP_STORE', query: 'wallapop' } });
    expect(res.body.data).toEqual([expect.objectContaining({ appId: 'com.wallapop', appStore: 'GOOGLE_APP_STORE' })]);
  });
});
