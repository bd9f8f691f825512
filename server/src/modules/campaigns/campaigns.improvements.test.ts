import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Improvement } from '../../../../contract/campaigns';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';
import { multipart } from '../../../test/multipart';
import { pngOf } from '../../../test/images';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await linkedAdsUser(ctx);
});
afterAll(async () => ctx?.close());

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);
/** Eight phrase keywords: more searches than a small budget can buy. */
const KEYWORDS = ['fontanero madrid', 'fontanero urgente', 'fontanero 24 horas', 'desatascos madrid', 'reparar caldera', 'fuga de agua', 'fontaneria madrid centro', 'arreglo grifo']
  .map((text) => ({ text, matchType: 'PHRASE' }));

type Detail = { dailyBudget: number; bidding: string; keywords: { text: string; matchType: string }[]; ad: { headlines: string[] } | null; assetGroup: { headlines: string[] } | null };

async function createSearch(u: TestUser, overrides: Record<string, unknown>): Promise<string> {
  const res = await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { keywords: KEYWORDS, assets: {}, ...overrides }) });
  expect(res.status).toBe(201);
  return res.body._id;
}

async function createPMax(u: TestUser, name: string): Promise<string> {
  const upload = async (width: number, height: number) => {
    const { payload, headers } = multipart({}, { name: `img-${width}x${height}.png`, content: pngOf(width, height), type: 'image/png' });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/files/${u.companyId}/adImage`, headers: { ...headers, authorization: `Bearer ${u.token}` }, payload });
    expect(res.statusCode).toBe(201);
    return res.json().fileId as string;
  };
  const images = [{ fileId: await upload(1200, 628), field: 'MARKETING_IMAGE' }, { fileId: await upload(600, 600), field: 'SQUARE_MARKETING_IMAGE' }, { fileId: await upload(256, 256), field: 'LOGO' }];
  const res = await call(ctx, 'POST', '/api/googleAds/createPMaxCampaign', {
    token: u.token,
    body: {
      companyId: u.companyId, name, goal: 'leads', businessName: 'Fontanería Pérez', finalUrl: 'https://fontaneria-perez.es', dailyBudget: 30,
      criteria: { locations: [{ locationId: 'ES' }], languages: ['es'], schedule: [], devices: [], proximity: [] },
      assetGroup: {
        headlines: ['Fontanero 24 h', 'Urgencias en Madrid', 'Presupuesto gratis'], longHeadlines: ['Fontaneros profesionales en Madrid, llegamos en 30 minutos'],
        descriptions: ['Reparaciones con garantía.', 'Desatascos, calderas y fugas en toda la ciudad, todos los días.'], businessName: 'Fontanería Pérez', images,
      },
    },
  });
  expect(res.status).toBe(201);
  return res.body._id;
}

const platformOf = (campaignId: string) => ctx.db.selectFrom('campaigns').select(['customerId', 'platformCampaign']).where('id', '=', campaignId).executeTakeFirstOrThrow();

/** The campaign has been running as it is now for the last `days` days (today included). */
async function runningFor(campaignId: string, days: number): Promise<void> {
  const { customerId, platformCampaign } = await platformOf(campaignId);
  await ctx.deps.connectors.ads.backdate!(customerId, platformCampaign, isoDay(Date.now() - (days - 1) * DAY));
}

/**
 * The campaign has been running for as many of the last 30 days as give it between `min` and `max`
 * conversions (the simulation's numbers depend on the account, so the days are found, not fixed).
 */
async function runningWithConversions(campaignId: string, min: number, max: number): Promise<number> {
  await runningFor(campaignId, 30);
  const { customerId, platformCampaign } = await platformOf(campaignId);
  const days = (await ctx.deps.connectors.ads.dailyMetrics(customerId, [platformCampaign], isoDay(Date.now() - 29 * DAY), isoDay(Date.now()))).get(platformCampaign)!;
  for (let n = 30; n >= 1; n--) {
    const conversions = days.slice(30 - n).reduce((sum, d) => sum + d.conversions, 0);
    if (conversions >= min && conversions <= max) {
      await runningFor(campaignId, n);
      return conversions;
    }
  }
  throw new Error(`no run of days gives ${min}–${max} conversions`);
}

async function improvements(u: TestUser, campaignId?: string, companyId = u.companyId) {
  return call(ctx, 'GET', `/api/improvements/${companyId}${campaignId ? `?campaignId=${campaignId}` : ''}`, { token: u.token });
}
async function listOf(campaignId: string): Promise<Improvement[]> {
  const res = await improvements(owner, campaignId);
  expect(res.status).toBe(200);
  return res.body.data;
}
const only = (list: Improvement[], type: string) => {
  const found = list.filter((i) => i.improvementType === type);
  expect(found.length, type).toBeGreaterThan(0);
  return found[0];
};
const bodyOf = (i: Improvement, companyId = owner.companyId) => ({ companyId, improvementId: i.improvementId, improvementType: i.improvementType, campaignId: i.campaignId });
const accept = (i: Improvement, u = owner, companyId = u.companyId, body = bodyOf(i, companyId)) => call(ctx, 'POST', `/api/acceptImprovement/${companyId}`, { token: u.token, body });
const dismiss = (i: Improvement, u = owner, companyId = u.companyId, body = bodyOf(i, companyId)) => call(ctx, 'DELETE', `/api/deleteImprovement/${companyId}`, { token: u.token, body });
const detail = async (campaignId: string): Promise<Detail> => (await call(ctx, 'GET', `/api/campaign/${campaignId}?companyId=${owner.companyId}`, { token: owner.token })).body;
const assetKinds = async (campaignId: string): Promise<string[]> =>
  (await call(ctx, 'GET', `/api/googleAds/getCampaignAssets/${owner.companyId}/${campaignId}`, { token: owner.token })).body.data.map((a: { kind: string }) => a.kind).sort();

/** Accepts it: 200, and it no longer shows. */
async function applied(i: Improvement): Promise<void> {
  const res = await accept(i);
  expect(res.status, `${i.improvementType}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body).toEqual({ ok: true });
  expect((await listOf(i.campaignId)).map((x) => x.improvementId)).not.toContain(i.improvementId);
}

describe('listImprovements', () => {
  let small: string;
  beforeAll(async () => {
    small = await createSearch(owner, { name: 'Presupuesto pequeño', dailyBudget: 5 });
    await runningFor(small, 30);
  });

  it('lists the platform’s recommendations for a campaign, each explained by its details, with a week’s impact in the account’s currency', async () => {
    const res = await improvements(owner, small);
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('EUR');
    const list: Improvement[] = res.body.data;
    expect(res.body.total).toBe(list.length);
    const types = list.map((i) => i.improvementType);
    for (const type of ['CAMPAIGN_BUDGET', 'KEYWORD', 'RESPONSIVE_SEARCH_AD', 'SITELINK_ASSET', 'CALLOUT_ASSET', 'CALL_ASSET']) expect(types).toContain(type);
    expect(types).not.toContain('IMPROVE_PERFORMANCE_MAX_AD_STRENGTH');
    for (const i of list) {
      expect(i).toMatchObject({ campaignId: small, campaignName: 'Presupuesto pequeño', improvementId: expect.stringMatching(/^\d+$/) });
      expect(i.base.clicks, i.improvementType).toBeGreaterThan(0);
      // A week of a 5 € budget, in euros (not micros).
      expect(i.base.cost).toBeLessThanOrEqual(35);
      expect(i.potential.clicks, i.improvementType).toBeGreaterThanOrEqual(i.base.clicks);
      expect(i.potential.impressions, i.improvementType).toBeGreaterThanOrEqual(i.base.impressions);
      expect(i.potential.conversions, i.improvementType).toBeGreaterThanOrEqual(i.base.conversions);
    }
    const budget = only(list, 'CAMPAIGN_BUDGET');
    expect(budget.details).toEqual({ campaign_budget_recommendation: { current_budget_amount_micros: 5_000_000, recommended_budget_amount_micros: 8_000_000 } });
    expect(budget.potential.cost).toBeGreaterThan(budget.base.cost);
    expect(only(list, 'KEYWORD').details).toMatchObject({ keyword_recommendation: { keyword: { text: expect.any(String), match_type: 'PHRASE' }, recommended_cpc_bid_micros: expect.any(Number) } });
    expect(only(list, 'SITELINK_ASSET').details).toMatchObject({ sitelink_asset_recommendation: { recommended_campaign_sitelink_assets: expect.arrayContaining([expect.objectContaining({ type: 'SITELINK' })]) } });

    // The company's list holds the campaign's ones too.
    const all = (await improvements(owner)).body.data.map((i: Improvement) => i.improvementId);
    expect(all).toEqual(expect.arrayContaining(list.map((i) => i.improvementId)));
  });
});

describe('acceptImprovement', () => {
  it('raises the budget, adds the keyword, replaces the ad, adds sitelinks and callouts; each then leaves the list', async () => {
    const id = await createSearch(owner, { name: 'Aceptar', dailyBudget: 5 });
    await runningFor(id, 30);
    const list = await listOf(id);
    const before = await detail(id);

    await applied(only(list, 'CAMPAIGN_BUDGET'));
    expect((await detail(id)).dailyBudget).toBe(8);

    const keyword = only(list, 'KEYWORD');
    const text = (keyword.details as { keyword_recommendation: { keyword: { text: string } } }).keyword_recommendation.keyword.text;
    await applied(keyword);
    expect((await detail(id)).keywords).toContainEqual(expect.objectContaining({ text, matchType: 'PHRASE' }));

    await applied(only(list, 'RESPONSIVE_SEARCH_AD'));
    const headlines = (await detail(id)).ad!.headlines;
    expect(headlines).toHaveLength(12);
    expect(headlines.slice(0, 3)).toEqual(before.ad!.headlines);

    await applied(only(list, 'SITELINK_ASSET'));
    await applied(only(list, 'CALLOUT_ASSET'));
    const kinds = await assetKinds(id);
    expect(kinds.filter((k) => k === 'siteLink')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'highlightedText')).toHaveLength(4);
    const left = (await listOf(id)).map((i) => i.improvementType);
    for (const type of ['CAMPAIGN_BUDGET', 'RESPONSIVE_SEARCH_AD', 'SITELINK_ASSET', 'CALLOUT_ASSET']) expect(left).not.toContain(type);
    // Applied once: a second accept finds nothing.
    expect((await accept(keyword)).status).toBe(404);
  });

  it('links the account’s phone for CALL_ASSET, and says why when the account has none', async () => {
    const u = await linkedAdsUser(ctx);
    const id = await (async () => {
      const res = await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { name: 'Sin teléfono', assets: {} }) });
      return res.body._id as string;
    })();
    const rec = (await improvements(u, id)).body.data.find((i: Improvement) => i.improvementType === 'CALL_ASSET') as Improvement;
    const refused = await accept(rec, u);
    expect(refused.status).toBe(400);
    expect(refused.body.error_code).toBe('ads_rejected');
    expect(refused.body.message).toMatch(/phone/);
    expect((await improvements(u, id)).body.data.map((i: Improvement) => i.improvementId)).toContain(rec.improvementId);

    // A phone set on another campaign of the account is the one the recommendation links.
    const other = (await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, { name: 'Con teléfono', assets: {} }) })).body._id;
    expect((await call(ctx, 'POST', `/api/uploadCall/${u.companyId}/${other}`, { token: u.token, body: { countryCode: 'ES', phoneNumber: '910 000 000' } })).status).toBe(201);
    expect((await accept(rec, u)).status).toBe(200);
    const assets = (await call(ctx, 'GET', `/api/googleAds/getCampaignAssets/${u.companyId}/${id}`, { token: u.token })).body.data;
    expect(assets).toEqual([expect.objectContaining({ kind: 'call', fields: expect.objectContaining({ phoneNumber: '910 000 000' }) })]);
    expect((await improvements(u, id)).body.data.map((i: Improvement) => i.improvementType)).not.toContain('CALL_ASSET');
  });

  it('changes the bidding: maximize conversions with a few conversions, a target CPA and broad match with many', async () => {
    const few = await createSearch(owner, { name: 'Pocas conversiones', dailyBudget: 8 });
    await runningWithConversions(few, 4, 25);
    await applied(only(await listOf(few), 'MAXIMIZE_CONVERSIONS_OPT_IN'));
    expect((await detail(few)).bidding).toBe('maximize_conversions');

    const many = await createSearch(owner, { name: 'Muchas conversiones', dailyBudget: 300, bidding: 'maximize_conversions' });
    await runningFor(many, 30);
    const list = await listOf(many);
    await applied(only(list, 'USE_BROAD_MATCH_KEYWORD'));
    const keywords = (await detail(many)).keywords;
    for (const k of KEYWORDS) expect(keywords).toContainEqual(expect.objectContaining({ text: k.text, matchType: 'BROAD' }));
    const tcpa = only(list, 'TARGET_CPA_OPT_IN');
    expect((tcpa.details as { target_cpa_opt_in_recommendation: { recommended_target_cpa_micros: number } }).target_cpa_opt_in_recommendation.recommended_target_cpa_micros).toBeGreaterThan(0);
    await applied(tcpa);
    expect((await detail(many)).bidding).toBe('target_cpa');
  });

  it('adds headlines to a Performance Max asset group', async () => {
    const id = await createPMax(owner, 'PMax mejoras');
    const rec = only(await listOf(id), 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH');
    await applied(rec);
    const headlines = (await detail(id)).assetGroup!.headlines;
    expect(headlines).toHaveLength(8);
    expect(headlines.slice(0, 3)).toEqual(['Fontanero 24 h', 'Urgencias en Madrid', 'Presupuesto gratis']);
  });
});

describe('deleteImprovement', () => {
  it('dismisses: it leaves the list for good and the campaign stays as it was', async () => {
    const id = await createSearch(owner, { name: 'Descartar' });
    const keyword = only(await listOf(id), 'KEYWORD');
    const before = await detail(id);
    const res = await dismiss(keyword);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await listOf(id)).map((i) => i.improvementId)).not.toContain(keyword.improvementId);
    expect(await detail(id)).toEqual(before);
    expect((await dismiss(keyword)).status).toBe(404);
    expect((await accept(keyword)).status).toBe(404);
  });
});

describe('another company', () => {
  it('can neither see nor decide on the company’s improvements, and nothing changes', async () => {
    const id = await createSearch(owner, { name: 'Ajena', dailyBudget: 5 });
    await runningFor(id, 30);
    const list = await listOf(id);
    const budget = only(list, 'CAMPAIGN_BUDGET');
    const before = await detail(id);
    const stranger = await linkedAdsUser(ctx);

    expect((await improvements(stranger, undefined, owner.companyId)).status).toBe(404);
    expect((await improvements(stranger, id, owner.companyId)).status).toBe(404);
    expect((await improvements(stranger, id)).status).toBe(404);
    expect((await accept(budget, stranger, owner.companyId)).status).toBe(404);
    expect((await dismiss(budget, stranger, owner.companyId)).status).toBe(404);
    // Their own company in the path, the other's campaign in the body.
    expect((await accept(budget, stranger, stranger.companyId)).status).toBe(404);
    expect((await dismiss(budget, stranger, stranger.companyId)).status).toBe(404);
    // A member who may only read the campaigns cannot decide either.
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    expect((await improvements(viewer, id, owner.companyId)).status).toBe(200);
    expect((await accept(budget, viewer, owner.companyId)).status).toBe(403);
    expect((await dismiss(budget, viewer, owner.companyId)).status).toBe(403);

    expect(await detail(id)).toEqual(before);
    expect((await listOf(id)).map((i) => i.improvementId)).toEqual(list.map((i) => i.improvementId));
  });
});
