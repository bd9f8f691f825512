import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { AdsCampaignsApi, ClickConversionResult, Recommendation } from '../ads.connector';
import { AdsApiError, type Asset, type Campaign, type CampaignBudget, type ConversionAction, type DailyMetrics } from '../googleAds.types';
import { dayStateOf, dayStates, recordDayState, stateOn } from './dayState';
import { findApps } from './apps';
import { readSnapshot } from './snapshot';
import { loadWhere, mutate } from './store';
import * as sim from './simulation';
import { recordClick, uploadClicks, uploadedByDay, withUploads } from './clickConversions';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The sandbox ad platform's campaign side: resources stored per customer account in Postgres,
 * every change validated as the API would (./rules) and applied atomically (./store), metrics,
 * search terms, ideas and recommendations simulated deterministically from each campaign's
 * history of states (./simulation), so a budget raised today shows in tomorrow's numbers.
 */
export function createSandboxCampaigns(db: Db, now: () => Date): AdsCampaignsApi {
  const today = () => isoDay(now());

  async function metricsOf(campaigns: string[], from: string, to: string): Promise<Map<string, DailyMetrics[]>> {
    const [histories, uploads] = await Promise.all([dayStates(db, campaigns, to), uploadedByDay(db, campaigns, from, to)]);
    const out = new Map<string, DailyMetrics[]>();
    for (const campaign of campaigns) {
      const history = histories.get(campaign) ?? [];
      const uploaded = uploads.get(campaign);
      out.set(campaign, sim.metricsForRange(campaign, from, to, (day) => stateOn(history, day)).map((d) => withUploads(d, uploaded?.get(d.date))));
    }
    return out;
  }

  async function currentStates(customerId: string, campaigns: string[]) {
    const snapshots = await Promise.all(campaigns.map((c) => readSnapshot(db, customerId, c)));
    return snapshots.filter((s) => s !== null);
  }

  const api: AdsCampaignsApi = {
    async mutate(customerId, operations) {
      const { names, touched } = await mutate(db, customerId, operations);
      for (const campaign of touched) {
        const snapshot = await readSnapshot(db, customerId, campaign);
        if (snapshot) await recordDayState(db, campaign, snapshot.campaign.start_date < today() ? today() : snapshot.campaign.start_date, dayStateOf(snapshot));
      }
      return names;
    },

    async geoTargets(locations) {
      const out = new Map<string, string>();
      for (const l of locations) {
        const { rows } = await sql<{ id: string }>`
          INSERT INTO ads_sandbox_geo_targets (location_id, name) VALUES (${l.locationId}, ${l.name})
          ON CONFLICT (location_id) DO UPDATE SET name = ads_sandbox_geo_targets.name RETURNING id::text`.execute(db);
        out.set(l.locationId, `geoTargetConstants/${rows[0].id}`);
      }
      return out;
    },

    async geoTargetLocations(constants) {
      const ids = constants.map((c) => c.split('/').at(-1)!).filter((id) => /^\d+$/.test(id));
      if (ids.length === 0) return new Map();
      const rows = await db.selectFrom('adsSandboxGeoTargets').select(['id', 'locationId', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [`geoTargetConstants/${r.id}`, { locationId: r.locationId, name: r.name }]));
    },

    async listCampaigns(customerId) {
      const campaigns = (await loadWhere(db, customerId, { entity: 'campaign' })).filter((r) => r.data.status !== 'REMOVED');
      const budgets = await loadWhere(db, customerId, { names: campaigns.map((c) => String(c.data.campaign_budget)) });
      const byName = new Map(budgets.map((b) => [b.resourceName, b.data as CampaignBudget]));
      return campaigns.map((c) => ({ campaign: c.data as Campaign, budget: byName.get(String(c.data.campaign_budget))! }));
    },

    campaignSnapshot: (customerId, campaign) => readSnapshot(db, customerId, campaign),

    async customerAssets(customerId, type) {
      const assets = (await loadWhere(db, customerId, { entity: 'asset' })).filter((a) => a.data.type === type);
      const links = (await loadWhere(db, customerId, { entity: 'campaign_asset' })).filter((l) => l.data.status !== 'REMOVED');
      return assets.map((a) => ({
        asset: a.data as Asset,
        campaigns: links.filter((l) => l.data.asset === a.resourceName).map((l) => String(l.data.campaign)),
      }));
    },

    dailyMetrics: (_customerId, campaigns, from, to) => metricsOf(campaigns, from, to),

    async segmentMetrics(customerId, campaign, from, to, by) {
      const daily = (await metricsOf([campaign], from, to)).get(campaign) ?? [];
      const [snapshot] = await currentStates(customerId, [campaign]);
      const state = snapshot ? dayStateOf(snapshot) : null;
      const totals = new Map<string, Omit<DailyMetrics, 'date'>[]>();
      for (const day of daily) {
        const parts = by === 'device' ? sim.byDevice(campaign, day, state?.excludedDevices ?? []) : sim.byLocation(campaign, day, state?.locations ?? []);
        for (const p of parts) {
          if (!totals.has(p.key)) totals.set(p.key, []);
          totals.get(p.key)!.push(p.metrics);
        }
      }
      return [...totals].map(([key, list]) => ({ key, metrics: sim.sumMetrics(list) }));
    },

    async searchTerms(customerId, campaign, from, to) {
      const daily = (await metricsOf([campaign], from, to)).get(campaign) ?? [];
      const [snapshot] = await currentStates(customerId, [campaign]);
      if (!snapshot) return [];
      const negatives = snapshot.criteria.filter((c) => c.keyword && c.negative).map((c) => c.keyword!);
      return sim.searchTerms(campaign, snapshot.keywords.map((k) => k.keyword), negatives, sim.sumMetrics(daily), { from, to });
    },

    async recommendations(customerId, campaigns) {
      const marks = await db.selectFrom('adsSandboxRecommendationMarks').select(['recommendation', 'mark']).where('customerId', '=', customerId).execute();
      const dismissed = new Set(marks.filter((m) => m.mark === 'dismissed').map((m) => m.recommendation));
      const applied = new Set(marks.filter((m) => m.mark === 'applied').map((m) => m.recommendation));
      const to = today();
      const from = isoDay(new Date(now().getTime() - 29 * 86_400_000));
      const metrics = await metricsOf(campaigns, from, to);
      const out: Recommendation[] = [];
      for (const snapshot of await currentStates(customerId, campaigns)) {
        if (snapshot.campaign.status === 'REMOVED') continue;
        out.push(...sim.recommendationsFor({
          customerId, snapshot, state: dayStateOf(snapshot), last30: sim.sumMetrics(metrics.get(snapshot.campaign.resource_name) ?? []), dismissed, applied, today: to,
        }));
      }
      return out;
    },

    async applyRecommendation(customerId, name) {
      const campaigns = (await api.listCampaigns(customerId)).map((c) => c.campaign.resource_name);
      const recommendation = (await api.recommendations(customerId, campaigns)).find((r) => r.resource_name === name);
      if (!recommendation) throw notFoundRecommendation(name);
      const snapshot = await readSnapshot(db, customerId, recommendation.campaign);
      if (!snapshot) throw notFoundRecommendation(name);
      const context: sim.ApplyContext = sim.applyContextOf(snapshot);
      // A call asset comes from the apply parameters in the API; the product sends none, so the
      // account's own call asset (one already serving another campaign first) is the one linked.
      if (recommendation.type === 'CALL_ASSET') {
        const calls = await api.customerAssets(customerId, 'CALL');
        context.callAsset = (calls.find((a) => a.campaigns.length > 0) ?? calls[0])?.asset.resource_name;
      }
      await api.mutate(customerId, sim.operationsToApply(recommendation, customerId, context));
      await mark(customerId, name, 'applied');
    },

    async dismissRecommendation(customerId, name) {
      const campaigns = (await api.listCampaigns(customerId)).map((c) => c.campaign.resource_name);
      if (!(await api.recommendations(customerId, campaigns)).some((r) => r.resource_name === name)) throw notFoundRecommendation(name);
      await mark(customerId, name, 'dismissed');
    },

    keywordIdeas: async (_customerId, request) => sim.generateKeywordIdeas(request),
    negativeWordIdeas: async (topic, language) => sim.recommendedWords(topic, language).negative,
    findApps: async (store, query) => findApps(store, query),

    async conversionActions(customerId) {
      return (await loadWhere(db, customerId, { entity: 'conversion_action' })).map((r) => r.data as ConversionAction);
    },

    async uploadClickConversions(customerId, action, rows): Promise<ClickConversionResult[]> {
      const [row] = await loadWhere(db, customerId, { names: [action] });
      return uploadClicks(db, customerId, action, row?.data ?? null, rows, now());
    },

    async simulateClick(customerId, campaign, at) {
      const [row] = await loadWhere(db, customerId, { names: [campaign], entity: 'campaign' });
      if (!row || row.data.status === 'REMOVED') throw new AdsApiError({ errors: [{ error_code: { mutate_error: 'RESOURCE_NOT_FOUND' }, message: `${campaign} does not exist` }] });
      return { gclid: await recordClick(db, customerId, campaign, at) };
    },

    async backdate(customerId, campaign, day) {
      const snapshot = await readSnapshot(db, customerId, campaign);
      if (!snapshot) return;
      await db.deleteFrom('adsSandboxCampaignDays').where('campaign', '=', campaign).execute();
      await recordDayState(db, campaign, day, dayStateOf(snapshot));
      const start = { ...snapshot.campaign, start_date: day };
      await db.updateTable('adsSandboxResources').set({ data: JSON.stringify(start) }).where('resourceName', '=', campaign).execute();
    },
  };

  async function mark(customerId: string, recommendation: string, what: 'applied' | 'dismissed') {
    await db.insertInto('adsSandboxRecommendationMarks').values({ customerId, recommendation, mark: what })
      .onConflict((oc) => oc.columns(['customerId', 'recommendation']).doUpdateSet({ mark: what, at: new Date() })).execute();
  }
  return api;
}

function notFoundRecommendation(name: string): AdsApiError {
  return new AdsApiError({ errors: [{ error_code: { recommendation_error: 'RECOMMENDATION_NOT_FOUND' }, message: 'The recommendation no longer applies (it was applied, dismissed or the campaign changed)', trigger: { string_value: name } }] });
}
