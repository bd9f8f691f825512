import type { CampaignSnapshot } from '../../ads.connector';
import type { AdGroupAd, ImpactMetrics, KeywordInfo, RecommendationType } from '../../googleAds.types';
import { biddingOf, dailyMetrics, sumMetrics, type CampaignDayState, type Totals } from './metrics';
import type { AssetCounts } from './recommendationTypes';
import { dateOfDay, dayNumber, hash } from './seed';
import { languageOf, type Lang } from './words';

/**
 * A campaign's situation as the recommendations see it (its facts, language, topic, the last 30
 * days) and the week-long impact a change would have on it.
 */

export type Common = {
  customerId: string;
  state: CampaignDayState;
  /** The last 30 days summed. */
  last30: Totals;
  dismissed: ReadonlySet<string>;
  applied: ReadonlySet<string>;
  /** Days of the last 30 the campaign existed (default: from the snapshot's start date to `today`, else 30). */
  activeDays?: number;
  /** yyyy-MM-dd, the account's today (for the days a stored campaign has existed). */
  today?: string;
  /** 'es' or 'en' (or a language constant); default from the snapshot's language criteria or the keywords. */
  language?: string;
  finalUrl?: string;
  /** What the business does, for suggested keywords and texts (default: the first keyword). */
  topic?: string;
};

/** The campaign's facts given one by one … */
export type CampaignFacts = {
  campaignResource: string;
  assets: AssetCounts;
  /** Headlines of the responsive search ad (Search) or of the asset group (Performance Max). */
  headlines: number;
  budgetResource?: string;
  /** The budget serves several campaigns (explicitly shared). */
  sharedBudget?: boolean;
  adGroup?: string;
  assetGroup?: string;
  /** The responsive search ad a recommended one would replace. */
  ad?: AdGroupAd;
  /** The campaign's negative keywords: no keyword is suggested that they block. */
  negatives?: KeywordInfo[];
  /** Texts of the campaign's sitelinks and callouts: suggestions leave them out. */
  assetTexts?: { sitelinks: string[]; callouts: string[] };
};

/** … or read from the campaign as stored. */
export type RecommendationInput = Common & (CampaignFacts | { snapshot: CampaignSnapshot });

export type Situation = Required<Omit<Common, 'language' | 'finalUrl' | 'topic' | 'today'>> & CampaignFacts & { lang: Lang; finalUrl: string; topic: string };

/** A fixed week (Monday to Sunday) on which states are compared for the potential impact. */
const REFERENCE_WEEK = Array.from({ length: 7 }, (_, i) => dateOfDay(dayNumber('2025-01-06') + i));

export const languageOfSnapshot = (s: CampaignSnapshot): string | undefined => {
  const ids = s.criteria.map((c) => c.language?.language_constant?.split('/').at(-1)).filter(Boolean);
  return ids.includes('1003') ? 'es' : ids.includes('1000') ? 'en' : undefined;
};

export const textsOf = (s: CampaignSnapshot, field: 'SITELINK' | 'CALLOUT') => s.campaignAssets
  .filter((l) => l.field_type === field && l.status !== 'REMOVED')
  .map((l) => (field === 'SITELINK' ? s.assets[l.asset]?.sitelink_asset?.link_text : s.assets[l.asset]?.callout_asset?.callout_text) ?? '')
  .filter(Boolean);

export const groupHeadlines = (s: CampaignSnapshot, group: string | undefined) => s.assetGroupAssets.filter((l) => l.asset_group === group && l.field_type === 'HEADLINE' && l.status !== 'REMOVED');

export function situationOf(input: RecommendationInput): Situation {
  let facts: CampaignFacts;
  let state = input.state;
  let lang = input.language;
  let finalUrl = input.finalUrl;
  let activeDays = input.activeDays;
  if ('snapshot' in input) {
    const s = input.snapshot;
    const links = s.campaignAssets.filter((l) => l.status !== 'REMOVED');
    const count = (type: string) => links.filter((l) => l.field_type === type).length;
    const search = s.campaign.advertising_channel_type !== 'PERFORMANCE_MAX';
    const assetGroup = s.assetGroups[0]?.resource_name;
    facts = {
      campaignResource: s.campaign.resource_name, budgetResource: s.budget.resource_name, sharedBudget: s.budget.explicitly_shared,
      adGroup: s.adGroups[0]?.resource_name, assetGroup, ad: s.ads[0],
      assets: { sitelinks: count('SITELINK'), callouts: count('CALLOUT'), calls: count('CALL') },
      headlines: search ? (s.ads[0]?.ad.responsive_search_ad.headlines.length ?? 0) : groupHeadlines(s, assetGroup).length,
      negatives: s.criteria.filter((c) => c.keyword && c.negative).map((c) => c.keyword!),
      assetTexts: { sitelinks: textsOf(s, 'SITELINK'), callouts: textsOf(s, 'CALLOUT') },
    };
    state = { ...state, bidding: biddingOf(s.campaign.bidding) };
    lang ??= languageOfSnapshot(s);
    finalUrl ??= s.ads[0]?.ad.final_urls[0] ?? s.assetGroups[0]?.final_urls[0];
    if (activeDays === undefined && input.today) activeDays = dayNumber(input.today) - dayNumber(s.campaign.start_date) + 1;
  } else {
    facts = input;
  }
  const topic = input.topic ?? state.keywords?.[0]?.text ?? '';
  return {
    ...facts, customerId: input.customerId, state, last30: input.last30, dismissed: input.dismissed, applied: input.applied,
    activeDays: Math.max(1, Math.min(30, activeDays ?? 30)), lang: languageOf(lang, topic, ...(state.keywords ?? []).map((k) => k.text)), finalUrl: finalUrl ?? '', topic,
  };
}

/** customers/{id}/recommendations/{id}: the same campaign, type and situation always give the same id. */
export function recommendationName(customerId: string, campaign: string, type: RecommendationType, situation: string): string {
  const key = `${campaign}|${type}|${situation}`;
  return `customers/${customerId}/recommendations/${hash(key)}${String(hash(key, 0x1b873593)).padStart(10, '0')}`;
}

const week = (campaign: string, state: CampaignDayState) => sumMetrics(REFERENCE_WEEK.map((d) => dailyMetrics(campaign, d, { ...state, status: 'ENABLED' })));

/** The last 30 days as a week: the impact's base. */
export function baseWeek(s: Situation): ImpactMetrics {
  const f = 7 / s.activeDays;
  return {
    impressions: Math.round(s.last30.impressions * f), clicks: Math.round(s.last30.clicks * f),
    cost_micros: Math.round((s.last30.cost_micros * f) / 10_000) * 10_000, conversions: Math.round(s.last30.conversions * f * 10) / 10,
  };
}

/**
 * The week's potential: the base scaled by how much the simulation says the change moves each
 * metric on a reference week (the simulated week itself when there is no history yet). Reach,
 * clicks and conversions never fall below the base.
 */
export function potentialOf(s: Situation, base: ImpactMetrics, changed: CampaignDayState): ImpactMetrics {
  const before = week(s.campaignResource, s.state);
  const after = week(s.campaignResource, changed);
  const scale = (k: keyof ImpactMetrics) => (before[k] > 0 && base[k] > 0 ? base[k] * (after[k] / before[k]) : Math.max(base[k], after[k]));
  return {
    impressions: Math.max(base.impressions, Math.round(scale('impressions'))),
    clicks: Math.max(base.clicks, Math.round(scale('clicks'))),
    cost_micros: Math.round(scale('cost_micros') / 10_000) * 10_000,
    conversions: Math.max(base.conversions, Math.round(scale('conversions') * 10) / 10),
  };
}

export const wholeUnits = (micros: number) => Math.ceil(micros / 1_000_000) * 1_000_000;
export const cents = (micros: number) => Math.max(10_000, Math.round(micros / 10_000) * 10_000);
export const originOf = (url: string) => {
  try {
    const u = new URL(url);
    return /^https?:$/.test(u.protocol) ? u.origin : '';
  } catch {
    return '';
  }
};

/** What a Search campaign would spend a day without a budget limit in the given state (for the budget broad match needs). */
export const uncappedDailySpend = (campaign: string, state: CampaignDayState) => week(campaign, { ...state, dailyBudgetMicros: Math.max(1, state.dailyBudgetMicros) * 50 }).cost_micros / 7;
