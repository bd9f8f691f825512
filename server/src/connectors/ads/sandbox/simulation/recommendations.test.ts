import { describe, expect, it } from 'vitest';
import { pmaxCampaignOperations, searchCampaignOperations } from '../../../../modules/campaigns/build/campaign';
import type { CampaignSnapshot } from '../../ads.connector';
import { AdsApiError, RECOMMENDATION_TYPES, type MutateOperation, type RecommendationType } from '../../googleAds.types';
import { dayStateOf } from '../dayState';
import { validateMutate } from '../rules';
import { CID, lookup, P, pngHeader, type Stored } from '../rules/testKit';
import { metricsForRange, sumMetrics, type Totals } from './metrics';
import { applyContextOf, operationsToApply, recommendationsFor, type ApplyContext, type Recommendation } from './recommendations';
import { applyToAccount, snapshotOf } from './testAccount';

const TODAY = '2026-06-30';
const GEO = new Map([['ES-MD', 'geoTargetConstants/20285']]);
const criteria = { locations: [{ locationId: 'ES-MD' }], languages: ['es'], devices: [], schedule: [], proximity: [] };
const common = { companyId: 'c', goal: 'leads', businessName: 'Fontanería Pérez', finalUrl: 'https://fontaneria-perez.es/urgencias', dailyBudget: 20, criteria };

/** The product's Search campaign: three headlines, one sitelink, one callout, no call asset. */
const searchOps = (name: string, bidding: string) => searchCampaignOperations(CID, {
  ...common, name, bidding,
  keywords: [{ text: 'fontanero madrid', matchType: 'PHRASE' }, { text: 'fontanero urgente', matchType: 'EXACT' }],
  negativeKeywords: [{ text: 'gratis', matchType: 'BROAD' }, { text: 'precio', matchType: 'BROAD' }],
  ad: { headlines: ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso'], descriptions: ['Fontaneros profesionales en toda la ciudad.', 'Reparaciones con garantía.'], path1: 'fontanero', path2: 'madrid' },
  assets: { highlightedText: [{ text: 'Sin compromiso' }], siteLink: [{ linkText: 'Contacto', description1: 'Llámanos hoy', description2: 'Respuesta en 1 hora', finalUrl: 'https://fontaneria-perez.es/contacto' }] },
} as never, GEO, 'EUR', '2026-01-01').operations;

/** The product's Performance Max campaign: an asset group with three headlines. */
const pmaxOps = (name: string) => {
  const images = [['MARKETING_IMAGE', 1200, 628], ['SQUARE_MARKETING_IMAGE', 600, 600], ['LOGO', 256, 256]].map(([field, w, h], i) => ({ field, data: pngHeader(Number(w), Number(h)), mimeType: 'image/png', path: `body.assetGroup.images.${i}` }));
  return pmaxCampaignOperations(CID, {
    ...common, name, bidding: 'maximize_conversions',
    assetGroup: { headlines: ['Fontanero 24 h', 'Urgencias en Madrid', 'Presupuesto gratis'], longHeadlines: ['Fontaneros profesionales en Madrid, llegamos en 30 minutos'], descriptions: ['Reparaciones con garantía.', 'Desatascos, calderas y fugas en toda la ciudad, todos los días.'], businessName: 'Fontanería Pérez' },
  } as never, images as never, GEO, '2026-01-01').operations;
};

/** Creates a campaign in the account with the product's request (checked by the rules first), returning its name. */
function create(account: Stored, ops: MutateOperation[]): { account: Stored; campaign: string } {
  expect(validateMutate(CID, ops, lookup(account))).toEqual([]);
  const { account: next, names } = applyToAccount(CID, account, ops);
  return { account: next, campaign: names.find((n) => n.includes('/campaigns/'))! };
}

/** An account with four campaigns, one per situation. */
function account() {
  let a: Stored = {};
  const add = (ops: MutateOperation[]) => {
    const r = create(a, ops);
    a = r.account;
    return r.campaign;
  };
  const clicks = add(searchOps('Clics', 'maximize_clicks'));
  const conversions = add(searchOps('Conversiones', 'maximize_conversions'));
  const manual = add(searchOps('Manual', 'maximize_clicks'));
  a = applyToAccount(CID, a, [{ entity: 'campaign', operation: 'update', resource: { resource_name: manual, bidding: { manual_cpc: {} } } }]).account;
  const pmax = add(pmaxOps('PMax'));
  return { stored: a, clicks, conversions, manual, pmax };
}

const totals = (over: Partial<Totals> = {}): Totals => ({ impressions: 9000, clicks: 300, cost_micros: 300_000_000, conversions: 0, conversions_value: 0, ctr: 0, average_cpc: 0, cost_per_conversion: 0, ...over });
/** 30 days spending 19 a day of a 20 budget: limited by budget. */
const SPENDING = { cost_micros: 570_000_000 };
const none: ReadonlySet<string> = new Set();

function recsOf(snapshot: CampaignSnapshot, last30: Totals = totals(), marks: { dismissed?: ReadonlySet<string>; applied?: ReadonlySet<string> } = {}): Recommendation[] {
  return recommendationsFor({ customerId: CID, snapshot, state: dayStateOf(snapshot), last30, dismissed: marks.dismissed ?? none, applied: marks.applied ?? none, today: TODAY });
}
const typesOf = (recs: Recommendation[]) => [...new Set(recs.map((r) => r.type))].sort();
const one = (recs: Recommendation[], type: RecommendationType) => {
  const found = recs.filter((r) => r.type === type);
  expect(found, type).toHaveLength(1);
  return found[0];
};

const A = account();
const snap = (campaign: string, stored = A.stored) => snapshotOf(stored, campaign);
/** Each campaign in the situation that calls for the most recommendations. */
const SITUATIONS = [
  { campaign: A.clicks, last30: totals({ ...SPENDING, conversions: 10 }) },
  { campaign: A.conversions, last30: totals({ conversions: 40 }) },
  { campaign: A.manual, last30: totals({ conversions: 1 }) },
  { campaign: A.pmax, last30: totals() },
];

describe('recommendationsFor', () => {
  it('is deterministic: the same campaign and situation give the same recommendations and ids', () => {
    const first = recsOf(snap(A.clicks), SITUATIONS[0].last30);
    expect(recsOf(snap(A.clicks), SITUATIONS[0].last30)).toEqual(first);
    expect(new Set(first.map((r) => r.resource_name)).size).toBe(first.length);
    for (const r of first) expect(r.resource_name).toMatch(new RegExp(`^customers/${CID}/recommendations/\\d+$`));
    const ids = new Set(first.map((r) => r.resource_name));
    expect(recsOf(snap(A.manual), SITUATIONS[0].last30).filter((r) => ids.has(r.resource_name))).toEqual([]);
  });

  it('gives every type the sandbox produces in some campaign of the account, each once per situation', () => {
    const all = SITUATIONS.flatMap((s) => recsOf(snap(s.campaign), s.last30));
    expect(typesOf(all)).toEqual(RECOMMENDATION_TYPES.filter((t) => t !== 'KEYWORD_MATCH_TYPE').sort());
    expect(typesOf(recsOf(snap(A.clicks), SITUATIONS[0].last30))).toEqual(['CALLOUT_ASSET', 'CALL_ASSET', 'CAMPAIGN_BUDGET', 'KEYWORD', 'MAXIMIZE_CONVERSIONS_OPT_IN', 'RESPONSIVE_SEARCH_AD', 'SITELINK_ASSET']);
    expect(typesOf(recsOf(snap(A.conversions), SITUATIONS[1].last30))).toEqual(['CALLOUT_ASSET', 'CALL_ASSET', 'KEYWORD', 'RESPONSIVE_SEARCH_AD', 'SITELINK_ASSET', 'TARGET_CPA_OPT_IN', 'USE_BROAD_MATCH_KEYWORD']);
    expect(typesOf(recsOf(snap(A.manual), SITUATIONS[2].last30))).toContain('MAXIMIZE_CLICKS_OPT_IN');
    expect(typesOf(recsOf(snap(A.pmax), SITUATIONS[3].last30))).toEqual(['CALLOUT_ASSET', 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH', 'SITELINK_ASSET']);
  });

  it('CAMPAIGN_BUDGET: when the spend reaches 80 % of the budget, half as much again in whole units', () => {
    const rec = one(recsOf(snap(A.clicks), totals(SPENDING)), 'CAMPAIGN_BUDGET');
    const s = snap(A.clicks);
    expect(rec.campaign_budget_recommendation).toEqual({ current_budget_amount_micros: 20_000_000, recommended_budget_amount_micros: 30_000_000 });
    expect(rec.details).toEqual({ campaign_budget_recommendation: rec.campaign_budget_recommendation });
    expect(rec).toMatchObject({ campaign: A.clicks, campaign_budget: s.budget.resource_name, dismissed: false });
    expect(typesOf(recsOf(s, totals({ cost_micros: 300_000_000 })))).not.toContain('CAMPAIGN_BUDGET');
    // A campaign that ran 10 of the 30 days is judged on those days.
    const recent = { ...s, campaign: { ...s.campaign, start_date: '2026-06-21' } };
    expect(typesOf(recsOf(recent, totals({ cost_micros: 190_000_000 })))).toContain('CAMPAIGN_BUDGET');
  });

  it('KEYWORD: three ideas not added yet nor blocked by a negative, phrase match (broad with conversion bidding), on the ad group', () => {
    const s = snap(A.clicks);
    const recs = recsOf(s).filter((r) => r.type === 'KEYWORD');
    expect(recs).toHaveLength(3);
    for (const r of recs) {
      const k = r.keyword_recommendation!;
      expect(k.keyword.match_type).toBe('PHRASE');
      expect(['fontanero madrid', 'fontanero urgente']).not.toContain(k.keyword.text);
      // The campaign excludes "precio" and "gratis".
      expect(k.keyword.text).not.toMatch(/precio|gratis/);
      expect(k.recommended_cpc_bid_micros % 10_000).toBe(0);
      expect(r.ad_group).toBe(s.adGroups[0].resource_name);
    }
    expect(recsOf(snap(A.conversions)).filter((r) => r.type === 'KEYWORD').every((r) => r.keyword_recommendation!.keyword.match_type === 'BROAD')).toBe(true);
    expect(recsOf({ ...s, adGroups: [], keywords: [] }).some((r) => r.type === 'KEYWORD')).toBe(false);
  });

  it('bidding: target CPA from 30 conversions, maximize conversions from 3, maximize clicks below that on manual CPC', () => {
    const tcpa = one(recsOf(snap(A.conversions), totals({ conversions: 40 })), 'TARGET_CPA_OPT_IN').target_cpa_opt_in_recommendation!;
    expect(tcpa.recommended_target_cpa_micros).toBe(7_500_000);
    expect(tcpa.options.map((o) => o.goal)).toEqual(['SAME_CPA', 'SAME_COST']);
    expect(tcpa.options.every((o) => o.target_cpa_micros > 0 && o.target_cpa_micros % 10_000 === 0 && o.required_campaign_budget_amount_micros === 20_000_000)).toBe(true);
    const bidding = (campaign: string, conversions: number) => typesOf(recsOf(snap(campaign), totals({ conversions }))).filter((t) => t.endsWith('_OPT_IN'));
    expect(bidding(A.clicks, 40)).toEqual(['TARGET_CPA_OPT_IN']);
    expect(bidding(A.clicks, 10)).toEqual(['MAXIMIZE_CONVERSIONS_OPT_IN']);
    expect(bidding(A.clicks, 2)).toEqual([]);
    expect(bidding(A.conversions, 10)).toEqual([]);
    expect(bidding(A.manual, 10)).toEqual(['MAXIMIZE_CONVERSIONS_OPT_IN']);
    expect(bidding(A.manual, 2)).toEqual(['MAXIMIZE_CLICKS_OPT_IN']);
    expect(one(recsOf(snap(A.manual), totals()), 'MAXIMIZE_CLICKS_OPT_IN').maximize_clicks_opt_in_recommendation).toEqual({ recommended_budget_amount_micros: 20_000_000 });
    // A campaign that already has a target gets none.
    const targeted = snap(A.conversions);
    targeted.campaign = { ...targeted.campaign, bidding: { maximize_conversions: { target_cpa_micros: 8_000_000 } } };
    expect(typesOf(recsOf(targeted, totals({ conversions: 40 })))).not.toContain('TARGET_CPA_OPT_IN');
  });

  it('USE_BROAD_MATCH_KEYWORD: broad copies of the keywords with conversion bidding and no broad keyword, with the budget they need', () => {
    const rec = one(recsOf(snap(A.conversions)), 'USE_BROAD_MATCH_KEYWORD').use_broad_match_keyword_recommendation!;
    expect(rec.keyword).toEqual([{ text: 'fontanero madrid', match_type: 'BROAD' }, { text: 'fontanero urgente', match_type: 'BROAD' }]);
    expect(rec).toMatchObject({ suggested_keywords_count: 2, campaign_keywords_count: 2, campaign_uses_shared_budget: false });
    expect(rec.required_campaign_budget_amount_micros).toBeGreaterThanOrEqual(20_000_000);
    expect(rec.required_campaign_budget_amount_micros % 1_000_000).toBe(0);
    expect(typesOf(recsOf(snap(A.clicks)))).not.toContain('USE_BROAD_MATCH_KEYWORD');
    const withBroad = snap(A.conversions);
    withBroad.keywords = [...withBroad.keywords, { ...withBroad.keywords[0], resource_name: `${withBroad.keywords[0].resource_name}9`, keyword: { text: 'fontanero', match_type: 'BROAD' } }];
    expect(typesOf(recsOf(withBroad))).not.toContain('USE_BROAD_MATCH_KEYWORD');
  });

  it('RESPONSIVE_SEARCH_AD: fewer than 8 headlines; the recommended ad keeps the current texts and paths and reaches 12', () => {
    const s = snap(A.clicks);
    const rec = one(recsOf(s), 'RESPONSIVE_SEARCH_AD');
    const ad = rec.responsive_search_ad_recommendation!.ad;
    expect(ad.final_urls).toEqual(['https://fontaneria-perez.es/urgencias']);
    expect(ad.responsive_search_ad.headlines.slice(0, 3).map((h) => h.text)).toEqual(['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso']);
    expect(ad.responsive_search_ad.headlines).toHaveLength(12);
    expect(ad.responsive_search_ad.descriptions).toEqual(s.ads[0].ad.responsive_search_ad.descriptions);
    expect(ad.responsive_search_ad).toMatchObject({ path1: 'fontanero', path2: 'madrid' });
    expect(rec.ad_group).toBe(s.adGroups[0].resource_name);
    const full = structuredClone(s);
    full.ads[0].ad.responsive_search_ad.headlines = ['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho'].map((text) => ({ text }));
    expect(typesOf(recsOf(full))).not.toContain('RESPONSIVE_SEARCH_AD');
    expect(typesOf(recsOf(snap(A.pmax)))).not.toContain('RESPONSIVE_SEARCH_AD');
  });

  it('RESPONSIVE_SEARCH_AD: suggested headlines built on the topic never repeat one another nor break the ad policy', () => {
    for (const text of ['calidad garantizada', 'fontanero 912345678', 'FONTANERO URGENTE']) {
      const s = snap(A.clicks);
      s.keywords = s.keywords.map((k, i) => (i === 0 ? { ...k, keyword: { ...k.keyword, text } } : k));
      const ops = operationsToApply(one(recsOf(s), 'RESPONSIVE_SEARCH_AD'), CID, s);
      expect(validateMutate(CID, ops, lookup(A.stored)), text).toEqual([]);
    }
  });

  it('SITELINK_ASSET and CALLOUT_ASSET: fewer than four, suggestions on the campaign’s site leaving out the texts it has; CALL_ASSET: Search without one', () => {
    const s = snap(A.clicks);
    const recs = recsOf(s);
    const sitelinks = one(recs, 'SITELINK_ASSET').sitelink_asset_recommendation!.recommended_campaign_sitelink_assets;
    expect(sitelinks.map((a) => a.sitelink_asset!.link_text)).toEqual(['Servicios', 'Presupuesto', 'Opiniones']);
    expect(sitelinks.every((a) => a.type === 'SITELINK' && a.final_urls![0].startsWith('https://fontaneria-perez.es/'))).toBe(true);
    const callouts = one(recs, 'CALLOUT_ASSET').callout_asset_recommendation!.recommended_campaign_callout_assets;
    expect(callouts.map((a) => a.callout_asset!.callout_text)).toEqual(['Atención personalizada', 'Profesionales expertos', 'Respuesta en el día']);
    expect(one(recs, 'CALL_ASSET').call_asset_recommendation).toEqual({});

    const links = (field: 'SITELINK' | 'CALLOUT' | 'CALL', n: number) => Array.from({ length: n }, (_, i) => ({ resource_name: `${P}/campaignAssets/x${field}${i}`, campaign: s.campaign.resource_name, asset: `${P}/assets/9${i}`, field_type: field, status: 'ENABLED' as const }));
    const equipped = { ...s, campaignAssets: [...links('SITELINK', 4), ...links('CALLOUT', 4), ...links('CALL', 1)] };
    expect(typesOf(recsOf(equipped)).filter((t) => t.endsWith('_ASSET'))).toEqual([]);
    // Sitelinks need a web address to point at.
    const noUrl = structuredClone(s);
    noUrl.ads[0].ad.final_urls = [];
    expect(typesOf(recsOf(noUrl))).not.toContain('SITELINK_ASSET');
    expect(typesOf(recsOf(snap(A.pmax)))).not.toContain('CALL_ASSET');
  });

  it('IMPROVE_PERFORMANCE_MAX_AD_STRENGTH: an asset group with fewer than five headlines', () => {
    const s = snap(A.pmax);
    expect(one(recsOf(s), 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH').improve_performance_max_ad_strength_recommendation).toEqual({ asset_group: s.assetGroups[0].resource_name });
    const headline = s.assetGroupAssets.find((l) => l.field_type === 'HEADLINE')!;
    const five = { ...s, assetGroupAssets: [...s.assetGroupAssets, { ...headline, resource_name: `${headline.resource_name}x` }, { ...headline, resource_name: `${headline.resource_name}y` }] };
    expect(typesOf(recsOf(five))).not.toContain('IMPROVE_PERFORMANCE_MAX_AD_STRENGTH');
  });

  it('leaves out dismissed and applied ones, and gives none for a removed campaign', () => {
    const s = snap(A.clicks);
    const all = recsOf(s, SITUATIONS[0].last30);
    const [dismissed, applied] = [all[0].resource_name, all[1].resource_name];
    const left = recsOf(s, SITUATIONS[0].last30, { dismissed: new Set([dismissed]), applied: new Set([applied]) });
    expect(left.map((r) => r.resource_name)).toEqual(all.slice(2).map((r) => r.resource_name));
    expect(left.every((r) => r.dismissed === false)).toBe(true);
    expect(recsOf({ ...s, campaign: { ...s.campaign, status: 'REMOVED' } }, SITUATIONS[0].last30)).toEqual([]);
  });

  it('impact: a week of the last 30 days as the base; the potential never has less reach, clicks or conversions', () => {
    const s = snap(A.clicks);
    const state = dayStateOf(s);
    const last30 = sumMetrics(metricsForRange(s.campaign.resource_name, '2026-06-01', TODAY, () => state));
    const recs = recsOf(s, last30);
    expect(recs.length).toBeGreaterThan(0);
    for (const r of recs) {
      const { base_metrics: base, potential_metrics: potential } = r.impact;
      expect(base).toEqual({
        impressions: Math.round((last30.impressions * 7) / 30), clicks: Math.round((last30.clicks * 7) / 30),
        cost_micros: Math.round((last30.cost_micros * 7) / 30 / 10_000) * 10_000, conversions: Math.round(((last30.conversions * 7) / 30) * 10) / 10,
      });
      expect(potential.impressions, r.type).toBeGreaterThanOrEqual(base.impressions);
      expect(potential.clicks, r.type).toBeGreaterThanOrEqual(base.clicks);
      expect(potential.conversions, r.type).toBeGreaterThanOrEqual(base.conversions);
      expect(potential.cost_micros % 10_000).toBe(0);
    }
    // A bigger budget buys more clicks and spends more.
    const budget = one(recsOf(s, { ...last30, ...SPENDING }), 'CAMPAIGN_BUDGET').impact;
    expect(budget.potential_metrics.clicks).toBeGreaterThan(budget.base_metrics.clicks);
    expect(budget.potential_metrics.cost_micros).toBeGreaterThan(budget.base_metrics.cost_micros);
    // Without history yet, the potential is the simulated week.
    for (const r of recsOf(s, totals({ impressions: 0, clicks: 0, cost_micros: 0 }))) {
      expect(r.impact.base_metrics).toEqual({ impressions: 0, clicks: 0, cost_micros: 0, conversions: 0 });
      expect(r.impact.potential_metrics.impressions).toBeGreaterThan(0);
    }
  });
});

describe('operationsToApply', () => {
  /** A call asset the account already has (serving no campaign yet). */
  const callAsset = `${P}/assets/77`;
  const withCall: Stored = { ...A.stored, [callAsset]: { resource_name: callAsset, type: 'CALL', call_asset: { country_code: 'ES', phone_number: '912 345 678' } } };
  const applyContextFor = (campaign: string, stored: Stored): ApplyContext => ({ ...applyContextOf(snap(campaign, stored)), callAsset });

  it('gives, for every type, a request the sandbox’s rules accept on the account as it stands, after which the situation no longer calls for it', () => {
    const seen = new Set<RecommendationType>();
    for (const { campaign, last30 } of SITUATIONS) {
      for (const rec of recsOf(snap(campaign, withCall), last30)) {
        const ops = operationsToApply(rec, CID, applyContextFor(campaign, withCall));
        expect(ops.length, rec.type).toBeGreaterThan(0);
        expect(validateMutate(CID, ops, lookup(withCall)), rec.type).toEqual([]);
        seen.add(rec.type);
        const after = applyToAccount(CID, withCall, ops).account;
        const again = recsOf(snap(campaign, after), last30);
        if (rec.type === 'KEYWORD') {
          expect(again.map((r) => r.keyword_recommendation?.keyword.text)).not.toContain(rec.keyword_recommendation!.keyword.text);
          expect(snap(campaign, after).keywords.map((k) => k.keyword)).toContainEqual(rec.keyword_recommendation!.keyword);
        } else if (rec.type === 'CAMPAIGN_BUDGET') {
          expect(snap(campaign, after).budget.amount_micros).toBe(30_000_000);
        } else {
          expect(typesOf(again), rec.type).not.toContain(rec.type);
        }
      }
    }
    expect([...seen].sort()).toEqual(RECOMMENDATION_TYPES.filter((t) => t !== 'KEYWORD_MATCH_TYPE').sort());
  });

  it('makes each change as recommended', () => {
    const ops = (campaign: string, type: RecommendationType, last30 = SITUATIONS.find((s) => s.campaign === campaign)!.last30) =>
      operationsToApply(one(recsOf(snap(campaign), last30), type), CID, snap(campaign));
    const clicks = snap(A.clicks);
    expect(ops(A.clicks, 'CAMPAIGN_BUDGET')).toEqual([{ entity: 'campaign_budget', operation: 'update', resource: { resource_name: clicks.budget.resource_name, amount_micros: 30_000_000 } }]);
    expect(ops(A.clicks, 'MAXIMIZE_CONVERSIONS_OPT_IN')).toEqual([{ entity: 'campaign', operation: 'update', resource: { resource_name: A.clicks, bidding: { maximize_conversions: {} } } }]);
    expect(ops(A.manual, 'MAXIMIZE_CLICKS_OPT_IN')).toEqual([{ entity: 'campaign', operation: 'update', resource: { resource_name: A.manual, bidding: { target_spend: {} } } }]);
    expect(ops(A.conversions, 'TARGET_CPA_OPT_IN')).toEqual([{ entity: 'campaign', operation: 'update', resource: { resource_name: A.conversions, bidding: { maximize_conversions: { target_cpa_micros: 7_500_000 } } } }]);
    const keyword = recsOf(snap(A.manual), SITUATIONS[2].last30).find((r) => r.type === 'KEYWORD')!;
    expect(operationsToApply(keyword, CID, snap(A.manual))[0].resource).toMatchObject({ keyword: keyword.keyword_recommendation!.keyword, cpc_bid_micros: keyword.keyword_recommendation!.recommended_cpc_bid_micros });
    const phrase = recsOf(clicks).find((r) => r.type === 'KEYWORD')!;
    expect(operationsToApply(phrase, CID, clicks)).toEqual([{
      entity: 'ad_group_criterion', operation: 'create',
      resource: { resource_name: expect.stringMatching(/~-1$/), ad_group: clicks.adGroups[0].resource_name, status: 'ENABLED', keyword: phrase.keyword_recommendation!.keyword },
    }]);
    const rsa = ops(A.clicks, 'RESPONSIVE_SEARCH_AD');
    expect(rsa.map((o) => o.operation)).toEqual(['create', 'remove']);
    expect(rsa[1].resource.resource_name).toBe(clicks.ads[0].resource_name);
    expect(ops(A.clicks, 'SITELINK_ASSET').filter((o) => o.entity === 'campaign_asset')).toHaveLength(3);
    const strength = ops(A.pmax, 'IMPROVE_PERFORMANCE_MAX_AD_STRENGTH');
    expect(strength.filter((o) => o.entity === 'asset_group_asset')).toHaveLength(5);
  });

  it('applies CALL_ASSET with the account’s call asset or a given phone, and refuses without either', () => {
    const rec = one(recsOf(snap(A.clicks)), 'CALL_ASSET');
    const linkOnly = operationsToApply(rec, CID, { ...applyContextOf(snap(A.clicks)), callAsset });
    expect(linkOnly).toEqual([{ entity: 'campaign_asset', operation: 'create', resource: expect.objectContaining({ asset: callAsset, field_type: 'CALL', campaign: A.clicks }) }]);
    expect(validateMutate(CID, linkOnly, lookup(withCall))).toEqual([]);
    const phone = operationsToApply(rec, CID, { ...applyContextOf(snap(A.clicks)), phone: { country_code: 'ES', phone_number: '+34 912 345 678' } });
    expect(phone.map((o) => o.entity)).toEqual(['asset', 'campaign_asset']);
    expect(validateMutate(CID, phone, lookup(A.stored))).toEqual([]);
    const refused = (() => {
      try {
        operationsToApply(rec, CID, snap(A.clicks));
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toBeInstanceOf(AdsApiError);
    expect((refused as AdsApiError).failure.errors[0].error_code).toEqual({ recommendation_error: 'INVALID_APPLY_REQUEST' });
  });
});
