import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { linkedAdsUser, searchBody } from '../../../test/campaignFixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const linkedUser = (options: { subscriptionType?: string } = {}) => linkedAdsUser(ctx, options);

async function createSearch(u: TestUser, overrides: Record<string, unknown> = {}) {
  return call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: u.token, body: searchBody(u.companyId, overrides) });
}

const sandboxCampaigns = async () => Number((await ctx.db.selectFrom('adsSandboxResources').select((eb) => eb.fn.countAll<string>().as('n')).where('entity', '=', 'campaign').executeTakeFirstOrThrow()).n);

describe('createSearchCampaign', () => {
  it('creates the whole campaign and shows it in the list, its detail and its assets', async () => {
    const u = await linkedUser();
    const res = await createSearch(u);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'search', name: 'Fontanería Madrid', status: 'ENABLED', dailyBudget: 20, currency: 'EUR', monthlyCap: 608,
      finalUrl: 'https://fontaneria-perez.es/urgencias',
      ad: { headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso'], path1: 'fontanero', path2: 'madrid' },
      criteria: { locations: [{ locationId: 'ES-MD', negative: false }], languages: ['es'] },
    });
    expect(res.body.keywords.map((k: { text: string; matchType: string }) => `${k.text}/${k.matchType}`)).toEqual(['fontanero madrid/PHRASE', 'fontanero urgente/EXACT']);
    expect(res.body.negativeKeywords.map((k: { text: string }) => k.text)).toEqual(['gratis']);
    expect(res.body.criteria.locations[0].name).toContain('Madrid');

    const list = await call(ctx, 'GET', `/api/campaigns/${u.companyId}`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ _id: res.body._id, status: 'ENABLED', metrics: { impressions: expect.any(Number), cost: expect.any(Number) } });

    const one = await call(ctx, 'GET', `/api/campaign/${res.body._id}?companyId=${u.companyId}`, { token: u.token });
    expect(one.body).toEqual(res.body);

    const assets = await call(ctx, 'GET', `/api/googleAds/getCampaignAssets/${u.companyId}/${res.body._id}`, { token: u.token });
    expect(assets.body.data.map((a: { kind: string }) => a.kind).sort()).toEqual(['highlightedText', 'siteLink']);
  });

  it('refuses a headline over 30 characters on its field and creates nothing', async () => {
    const u = await linkedUser();
    const before = await sandboxCampaigns();
    const res = await createSearch(u, { ad: { headlines: ['Fontanero en Madrid', 'Urgencias de fontanería las 24 horas', 'Presupuesto'], descriptions: ['Uno de dos textos.', 'Dos de dos textos.'] } });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('ads_rejected');
    expect(res.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'body.ad.headlines.1', code: expect.any(String) })]));
    expect(await sandboxCampaigns()).toBe(before);
    expect((await call(ctx, 'GET', `/api/campaigns/${u.companyId}`, { token: u.token })).body.data).toEqual([]);
  });

  it('refuses a keyword of more than 10 words on its field', async () => {
    const u = await linkedUser();
    const res = await createSearch(u, { keywords: [{ text: 'fontanero', matchType: 'BROAD' }, { text: 'uno dos tres cuatro cinco seis siete ocho nueve diez once', matchType: 'BROAD' }] });
    expect(res.status).toBe(400);
    expect(res.body.details[0]).toMatchObject({ path: 'body.keywords.1', code: 'KEYWORD_HAS_TOO_MANY_WORDS' });
  });

  it('needs a linked ad account, a plan with campaigns and a role that may write', async () => {
    const unlinked = await createTestUser(ctx);
    expect((await createSearch(unlinked)).body.error_code).toBe('ads_account_required');
    const freemium = await linkedUser({ subscriptionType: 'freemium' });
    const refused = await createSearch(freemium);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('upgrade_plan');
    const owner = await linkedUser();
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    expect((await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: viewer.token, body: searchBody(owner.companyId) })).status).toBe(403);
    const stranger = await linkedUser();
    expect((await call(ctx, 'POST', '/api/googleAds/createSearchCampaign', { token: stranger.token, body: searchBody(owner.companyId) })).status).toBe(404);
  });
});

describe('changing a campaign', () => {
  it('pauses and relaunches it', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u);
    const paused = await call(ctx, 'POST', '/api/pauseCampaign', { token: u.token, body: { companyId: u.companyId, campaignId: c._id } });
    expect(paused.status).toBe(200);
    expect(paused.body.status).toBe('PAUSED');
    expect((await call(ctx, 'GET', `/api/campaigns/${u.companyId}?status=PAUSED`, { token: u.token })).body.data).toHaveLength(1);
    const relaunched = await call(ctx, 'POST', '/api/userRelaunchGoogleCampaign', { token: u.token, body: { companyId: u.companyId, campaignId: c._id } });
    expect(relaunched.body.status).toBe('ENABLED');
  });

  it('changes the budget, and answers the platform refusal of one below the minimum with a 400 body', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u);
    const url = `/api/googleAds/updateCampaignBudget/${u.companyId}/${c._id}`;
    const ok = await call(ctx, 'PUT', url, { token: u.token, body: { dailyBudget: 35.5 } });
    expect(ok.body).toMatchObject({ dailyBudget: 35.5, monthlyCap: 1079.2 });
    const low = await call(ctx, 'PUT', url, { token: u.token, body: { dailyBudget: 0.5 } });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ error_code: 'ads_rejected', details: [expect.objectContaining({ path: 'body.dailyBudget' })] });
    expect((await call(ctx, 'GET', `/api/campaign/${c._id}?companyId=${u.companyId}`, { token: u.token })).body.dailyBudget).toBe(35.5);
  });

  it('renames it, changes its final URL and replaces its texts', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u);
    const base = `${u.companyId}/${c._id}`;
    expect((await call(ctx, 'PUT', `/api/googleAds/updateCampaignName/${base}`, { token: u.token, body: { newName: 'Fontanería Centro' } })).body.name).toBe('Fontanería Centro');
    expect((await call(ctx, 'PUT', `/api/googleAds/updateAdFinalUrl/${base}`, { token: u.token, body: { newFinalUrl: 'fontaneria-perez.es/centro' } })).body.finalUrl).toBe('https://fontaneria-perez.es/centro');
    const texts = await call(ctx, 'PUT', `/api/googleAds/updateAdTitlesAndSubtitles/${base}`, {
      token: u.token, body: { headlines: ['Fontanero Centro', 'Llegamos en 30 min', 'Sin sorpresas'], descriptions: ['Precio cerrado antes de empezar.', 'Todo Madrid centro.'], path1: 'centro' },
    });
    expect(texts.body.ad).toMatchObject({ headlines: ['Fontanero Centro', 'Llegamos en 30 min', 'Sin sorpresas'], path1: 'centro' });
    expect(texts.body.finalUrl).toBe('https://fontaneria-perez.es/centro');
  });

  it('adds and removes positive and negative keywords', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u);
    const added = await call(ctx, 'POST', '/api/addPositiveKeywords', { token: u.token, body: { companyId: u.companyId, campaignId: c._id, positiveKeywords: [{ text: 'desatascos madrid', matchType: 'PHRASE' }] } });
    expect(added.body.keywords.map((k: { text: string }) => k.text)).toContain('desatascos madrid');
    const id = added.body.keywords.find((k: { text: string }) => k.text === 'fontanero madrid').id;
    const removed = await call(ctx, 'POST', `/api/removePositiveKeywords/${c._id}`, { token: u.token, body: { companyId: u.companyId, positiveKeywordIds: [id] } });
    expect(removed.body.keywords.map((k: { text: string }) => k.text)).toEqual(['fontanero urgente', 'desatascos madrid']);
    const neg = await call(ctx, 'POST', '/api/addNegativeKeywords', { token: u.token, body: { companyId: u.companyId, campaignId: c._id, negativeKeywords: [{ text: 'curso', matchType: 'BROAD' }] } });
    expect(neg.body.negativeKeywords.map((k: { text: string }) => k.text)).toEqual(['gratis', 'curso']);
    const negId = neg.body.negativeKeywords[0].id;
    const negRemoved = await call(ctx, 'POST', `/api/removeNegativeKeywords/${c._id}`, { token: u.token, body: { companyId: u.companyId, negativeKeywordIds: [negId] } });
    expect(negRemoved.body.negativeKeywords.map((k: { text: string }) => k.text)).toEqual(['curso']);
    const unknown = await call(ctx, 'POST', `/api/removeNegativeKeywords/${c._id}`, { token: u.token, body: { companyId: u.companyId, negativeKeywordIds: ['123'] } });
    expect(unknown.status).toBe(400);
  });

  it('replaces the targeting, sending only what changed', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u);
    const url = `/api/googleAds/updateCampaignCriteria/${u.companyId}/${c._id}`;
    const criteria = {
      locations: [{ locationId: 'ES-MD' }, { locationId: 'ES-CT', negative: true }], languages: ['es', 'en'],
      schedule: [{ day: 'MONDAY', startHour: 9, endHour: 18 }], devices: [{ device: 'TABLET', bidModifier: 0 }], proximity: [],
    };
    const res = await call(ctx, 'PUT', url, { token: u.token, body: criteria });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ languages: ['es', 'en'], schedule: [{ day: 'MONDAY', startHour: 9, startMinute: 0, endHour: 18, endMinute: 0 }], devices: [{ device: 'TABLET', bidModifier: 0 }] });
    expect(res.body.locations.map((l: { locationId: string; negative: boolean }) => `${l.locationId}:${l.negative}`)).toEqual(['ES-MD:false', 'ES-CT:true']);
    expect((await call(ctx, 'GET', `/api/googleAds/getCampaignCriteria/${u.companyId}/${c._id}`, { token: u.token })).body).toEqual(res.body);
    const unknownPlace = await call(ctx, 'PUT', url, { token: u.token, body: { ...criteria, locations: [{ locationId: 'XX-NOWHERE' }] } });
    expect(unknownPlace.status).toBe(400);
    expect(unknownPlace.body.details[0].path).toBe('body.locations.0');
  });
});

describe('statistics', () => {
  it('gives totals equal to the sum of the days, device splits that add up, and search terms', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u);
    const today = new Date().toISOString().slice(0, 10);
    const m = await call(ctx, 'GET', `/api/metricsGoogleAds/${u.companyId}/${c._id}?from=${today}&to=${today}`, { token: u.token });
    expect(m.status).toBe(200);
    expect(m.body.daily).toHaveLength(1);
    expect(m.body.totals.clicks).toBe(m.body.daily[0].clicks);
    const devices = await call(ctx, 'POST', `/api/graphicsMetricsGoogleAds/${u.companyId}/${c._id}`, { token: u.token, body: { from: today, to: today, segment: 'device' } });
    expect(devices.body.rows.reduce((s: number, r: { clicks: number }) => s + r.clicks, 0)).toBe(m.body.totals.clicks);
    const terms = await call(ctx, 'GET', `/api/negativeMetricsGoogleAds/${u.companyId}/${c._id}`, { token: u.token });
    expect(terms.status).toBe(200);
    expect(terms.body).toMatchObject({ currency: 'EUR', wastedCost: expect.any(Number) });
    const bad = await call(ctx, 'GET', `/api/metricsGoogleAds/${u.companyId}/${c._id}?from=2026-02-01&to=2026-01-01`, { token: u.token });
    expect(bad.status).toBe(400);
  });

  it('suggests keywords and negative words for a topic', async () => {
    const u = await linkedUser();
    const pos = await call(ctx, 'GET', `/api/recommendedPositiveWords/${u.companyId}/${encodeURIComponent('fontanero madrid')}?language=es`, { token: u.token });
    expect(pos.status).toBe(200);
    expect(pos.body.data.length).toBeGreaterThan(3);
    expect(pos.body.ideas[0]).toMatchObject({ avgMonthlySearches: expect.any(Number), competition: expect.stringMatching(/LOW|MEDIUM|HIGH/) });
    const neg = await call(ctx, 'GET', `/api/recommendedNegativeWords/${u.companyId}/${encodeURIComponent('fontanero madrid')}?language=es`, { token: u.token });
    expect(neg.body.data).toContain('gratis');
  });
});

describe('improvements', () => {
  it('lists recommendations with their impact; an accepted one is applied and gone, a deleted one too', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u, { assets: {} });
    const list = await call(ctx, 'GET', `/api/improvements/${u.companyId}?campaignId=${c._id}`, { token: u.token });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
    const first = list.body.data[0];
    expect(first).toMatchObject({ campaignId: c._id, base: expect.any(Object), potential: expect.any(Object) });
    const body = { companyId: u.companyId, improvementId: first.improvementId, improvementType: first.improvementType, campaignId: c._id };
    expect((await call(ctx, 'POST', `/api/acceptImprovement/${u.companyId}`, { token: u.token, body })).status).toBe(200);
    const after = await call(ctx, 'GET', `/api/improvements/${u.companyId}?campaignId=${c._id}`, { token: u.token });
    expect(after.body.data.map((i: { improvementId: string }) => i.improvementId)).not.toContain(first.improvementId);
    expect((await call(ctx, 'POST', `/api/acceptImprovement/${u.companyId}`, { token: u.token, body })).status).toBe(404);
    if (after.body.data.length > 0) {
      const next = after.body.data[0];
      const del = await call(ctx, 'DELETE', `/api/deleteImprovement/${u.companyId}`, { token: u.token, body: { ...body, improvementId: next.improvementId, improvementType: next.improvementType } });
      expect(del.status).toBe(200);
    }
  });
});

describe('drafts and preview', () => {
  it('keeps an unfinished wizard, updates it, and lists it until deleted', async () => {
    const u = await linkedUser();
    const saved = await call(ctx, 'POST', '/api/campaignDraft', { token: u.token, body: { companyId: u.companyId, type: 'search', name: 'A medias', step: 2, answers: { finalUrl: 'https://x.es' } } });
    expect(saved.status).toBe(200);
    const updated = await call(ctx, 'POST', '/api/campaignDraft', { token: u.token, body: { companyId: u.companyId, draftId: saved.body._id, type: 'search', name: 'A medias', step: 3, answers: { finalUrl: 'https://x.es', budget: 10 } } });
    expect(updated.body).toMatchObject({ _id: saved.body._id, step: 3 });
    const list = await call(ctx, 'GET', `/api/getUnlaunchedCampaigns?companyId=${u.companyId}`, { token: u.token });
    expect(list.body.data).toHaveLength(1);
    const other = await linkedUser();
    expect((await call(ctx, 'DELETE', `/api/campaignDraft/${other.companyId}/${saved.body._id}`, { token: other.token })).status).toBe(404);
    expect((await call(ctx, 'DELETE', `/api/campaignDraft/${u.companyId}/${saved.body._id}`, { token: u.token })).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/getUnlaunchedCampaigns?companyId=${u.companyId}`, { token: u.token })).body.data).toEqual([]);
  });

  it('opens a preview of the ad by a short-lived link, texts escaped', async () => {
    const u = await linkedUser();
    const { body: c } = await createSearch(u, { ad: { headlines: ['<b>Fontanero</b>', 'Urgencias 24 horas', 'Presupuesto'], descriptions: ['Uno de dos textos.', 'Dos de dos textos.'] } });
    const link = await call(ctx, 'GET', `/api/getPreviewUrl/${c._id}?companyId=${u.companyId}`, { token: u.token });
    expect(link.body.redirectUrl).toMatch(/^\/api\/adsPreview\?token=/);
    const page = await ctx.app.inject({ method: 'GET', url: link.body.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('&lt;b&gt;Fontanero&lt;/b&gt;');
    expect(page.body).not.toContain('<b>Fontanero');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/adsPreview?token=forged' })).statusCode).toBe(404);
  });
});
