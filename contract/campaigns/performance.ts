import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';
import { campaignCriteria, campaignDetail, campaignMetrics, isoDay, keywordInput, matchType } from './shapes';

const byBody = { in: 'body', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;
const companyCampaign = z.object({ companyId: id, campaignId: id });
const range = z.object({ from: isoDay.optional(), to: isoDay.optional() });
const criterionIds = z.array(z.string().regex(/^\d{1,20}$/, 'Unknown keyword')).min(1).max(500);

export const dailyRow = campaignMetrics.extend({ date: z.string() });
export const segmentRow = campaignMetrics.extend({ key: z.string(), label: z.string() });
export const searchTermRow = campaignMetrics.extend({
  searchTerm: z.string(),
  keyword: z.string().nullable(),
  matchType: matchType.nullable(),
  /** ADDED: already a keyword; EXCLUDED: already a negative keyword; NONE: neither. */
  status: z.enum(['ADDED', 'EXCLUDED', 'NONE']),
});
export type SearchTermRow = z.infer<typeof searchTermRow>;

export const improvement = z.object({
  improvementId: z.string(),
  improvementType: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  /** Before and after applying, over a week as the platform estimates it. */
  base: z.object({ impressions: z.number(), clicks: z.number(), cost: z.number(), conversions: z.number() }),
  potential: z.object({ impressions: z.number(), clicks: z.number(), cost: z.number(), conversions: z.number() }),
  /** The type's details (e.g. current and recommended budget, the keyword and its bid). */
  details: z.record(z.string(), z.unknown()),
});
export type Improvement = z.infer<typeof improvement>;
const improvementBody = z.object({ companyId: id, improvementType: z.string().min(1).max(60), improvementId: z.string().min(1).max(200), campaignId: id });

export const keywordIdea = z.object({
  text: z.string(),
  avgMonthlySearches: z.number(),
  competition: z.enum(['LOW', 'MEDIUM', 'HIGH', 'UNSPECIFIED']),
  competitionIndex: z.number(),
  lowTopOfPageBid: z.number(),
  highTopOfPageBid: z.number(),
  monthly: z.array(z.object({ year: z.number(), month: z.number(), searches: z.number() })),
});

export const performanceCalls = {
  metricsGoogleAds: defineCall({
    method: 'GET', path: '/metricsGoogleAds/:companyId/:campaignId', summary: 'Totals and daily metrics over a date range (default the last 30 days)',
    params: companyCampaign, query: range, company: byParams, permission: 'campaigns:read',
    response: z.object({ currency: z.string(), from: z.string(), to: z.string(), totals: campaignMetrics, daily: z.array(dailyRow) }),
  }),
  graphicsMetricsGoogleAds: defineCall({
    method: 'POST', path: '/graphicsMetricsGoogleAds/:companyId/:campaignId', summary: 'Metrics split by day, device or location for the charts',
    params: companyCampaign, body: range.extend({ segment: z.enum(['date', 'device', 'location']).default('date') }), company: byParams, permission: 'campaigns:read',
    response: z.object({ currency: z.string(), segment: z.string(), rows: z.array(segmentRow) }),
  }),
  negativeMetricsGoogleAds: defineCall({
    method: 'GET', path: '/negativeMetricsGoogleAds/:companyId/:campaignId', summary: 'The search terms that triggered the ads, with what they cost; those spending without converting first',
    params: companyCampaign, query: range, company: byParams, permission: 'campaigns:read',
    response: z.object({ currency: z.string(), wastedCost: z.number(), data: z.array(searchTermRow) }),
  }),
  recommendedPositiveWords: defineCall({
    method: 'GET', path: '/recommendedPositiveWords/:companyId/:topic', summary: 'Keyword ideas for a business topic (and the landing URL), with volumes and bid ranges',
    params: z.object({ companyId: id, topic: z.string().trim().min(2).max(200) }),
    query: z.object({ url: z.string().max(2048).optional(), language: z.string().regex(/^[a-z]{2}$/).default('es'), locations: z.string().max(2000).optional() }),
    company: byParams, permission: 'campaigns:read', response: z.object({ data: z.array(z.string()), ideas: z.array(keywordIdea) }),
  }),
  recommendedNegativeWords: defineCall({
    method: 'GET', path: '/recommendedNegativeWords/:companyId/:topic', summary: 'Words that usually waste budget for such a business (gratis, empleo, …)',
    params: z.object({ companyId: id, topic: z.string().trim().min(2).max(200) }), query: z.object({ language: z.string().regex(/^[a-z]{2}$/).default('es') }),
    company: byParams, permission: 'campaigns:read', response: z.object({ data: z.array(z.string()) }),
  }),
  addPositiveKeywords: defineCall({
    method: 'POST', path: '/addPositiveKeywords', summary: 'Adds keywords to a search campaign',
    body: z.object({ companyId: id, campaignId: id, positiveKeywords: z.array(keywordInput).min(1).max(200) }), company: byBody, permission: 'campaigns:write', response: campaignDetail,
  }),
  addNegativeKeywords: defineCall({
    method: 'POST', path: '/addNegativeKeywords', summary: 'Adds negative keywords to a campaign',
    body: z.object({ companyId: id, campaignId: id, negativeKeywords: z.array(keywordInput).min(1).max(500) }), company: byBody, permission: 'campaigns:write', response: campaignDetail,
  }),
  removePositiveKeywords: defineCall({
    method: 'POST', path: '/removePositiveKeywords/:campaignId', summary: 'Removes keywords from a search campaign',
    params: z.object({ campaignId: id }), body: z.object({ companyId: id, positiveKeywordIds: criterionIds }), company: byBody, permission: 'campaigns:write', response: campaignDetail,
  }),
  removeNegativeKeywords: defineCall({
    method: 'POST', path: '/removeNegativeKeywords/:campaignId', summary: 'Removes negative keywords from a campaign',
    params: z.object({ campaignId: id }), body: z.object({ companyId: id, negativeKeywordIds: criterionIds }), company: byBody, permission: 'campaigns:write', response: campaignDetail,
  }),
  getCampaignCriteria: defineCall({
    method: 'GET', path: '/googleAds/getCampaignCriteria/:companyId/:campaignId', summary: 'Locations, radius, languages, schedule and devices',
    params: companyCampaign, company: byParams, permission: 'campaigns:read', response: campaignCriteria,
  }),
  updateCampaignCriteria: defineCall({
    method: 'PUT', path: '/googleAds/updateCampaignCriteria/:companyId/:campaignId', summary: 'Replaces the targeting (only what changed is sent to the platform)',
    params: companyCampaign, body: campaignCriteria, company: byParams, permission: 'campaigns:write', response: campaignCriteria,
  }),
  listImprovements: defineCall({
    method: 'GET', path: '/improvements/:companyId', summary: "The platform's recommendations for the company's campaigns, with their impact",
    params: z.object({ companyId: id }), query: z.object({ campaignId: id.optional() }), company: byParams, permission: 'campaigns:read', response: listOf(improvement).extend({ currency: z.string() }),
  }),
  acceptImprovement: defineCall({
    method: 'POST', path: '/acceptImprovement/:companyId', summary: 'Applies a recommendation',
    params: z.object({ companyId: id }), body: improvementBody, company: byParams, permission: 'campaigns:write', response: okResponse,
  }),
  deleteImprovement: defineCall({
    method: 'DELETE', path: '/deleteImprovement/:companyId', summary: 'Dismisses a recommendation',
    params: z.object({ companyId: id }), body: improvementBody, company: byParams, permission: 'campaigns:write', response: okResponse,
  }),
  getAppFromStore: defineCall({
    method: 'POST', path: '/googleAds/getAppFromStore', summary: 'Finds an app in the Apple or Google store for an app asset',
    body: z.object({ companyId: id, appStore: z.enum(['APPLE_APP_STORE', 'GOOGLE_APP_STORE']), query: z.string().trim().min(2).max(200) }), company: byBody, permission: 'campaigns:read',
    response: z.object({ data: z.array(z.object({ appId: z.string(), name: z.string(), developer: z.string(), appStore: z.string() })) }),
  }),
} as const;

