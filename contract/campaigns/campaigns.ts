import { z } from 'zod';
import { defineCall } from '../define';
import { id, listOf, okResponse } from '../common';
import {
  amount, assetGroupInput, biddingStrategy, campaign, campaignCriteria, campaignDetail, campaignGoal, campaignListItem,
  campaignStatus, campaignType, isoDay, keywordInput, searchAdInput,
} from './shapes';
import { assetInputs } from './assetKinds';

const byBody = { in: 'body', key: 'companyId' } as const;
const byQuery = { in: 'query', key: 'companyId' } as const;
const byParams = { in: 'params', key: 'companyId' } as const;
const companyCampaign = z.object({ companyId: id, campaignId: id });

/** What both campaign kinds share in the wizard. */
const campaignBase = z.object({
  companyId: id,
  /** The unfinished wizard this creation completes (it is deleted once the campaign exists). */
  draftId: id.optional(),
  name: z.string().trim().min(1).max(255),
  goal: campaignGoal,
  businessName: z.string().trim().min(1).max(100),
  finalUrl: z.string().trim().min(1).max(2048),
  landingId: id.nullable().default(null),
  dailyBudget: amount,
  bidding: biddingStrategy.default('maximize_clicks'),
  targetCpa: amount.nullable().default(null),
  criteria: campaignCriteria.default({ locations: [], proximity: [], languages: [], schedule: [], devices: [] }),
});

export const createSearchBody = campaignBase.extend({
  keywords: z.array(keywordInput).max(200),
  negativeKeywords: z.array(keywordInput).max(500).default([]),
  ad: searchAdInput,
  assets: assetInputs.default({}),
});
export type CreateSearchBody = z.input<typeof createSearchBody>;

export const createPMaxBody = campaignBase.extend({ assetGroup: assetGroupInput });
export type CreatePMaxBody = z.input<typeof createPMaxBody>;

export const campaignDraft = z.object({
  _id: z.string(),
  companyId: z.string(),
  type: campaignType,
  name: z.string(),
  step: z.number(),
  /** The wizard's answers as the app left them; validated only when the campaign is created. */
  answers: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});

const range = z.object({ from: isoDay.optional(), to: isoDay.optional() });

export const campaignCalls = {
  createSearchCampaign: defineCall({
    method: 'POST', path: '/googleAds/createSearchCampaign', summary: 'Creates a search campaign whole (budget, campaign, ad group, keywords, responsive search ad, criteria, assets) or nothing',
    body: createSearchBody, company: byBody, permission: 'campaigns:write', response: campaignDetail,
  }),
  createPMaxCampaign: defineCall({
    method: 'POST', path: '/googleAds/createPMaxCampaign', summary: 'Creates a Performance Max campaign whole (budget, campaign, asset group with its text and image assets, criteria) or nothing',
    body: createPMaxBody, company: byBody, permission: 'campaigns:write', response: campaignDetail,
  }),
  listCampaigns: defineCall({
    method: 'GET', path: '/campaigns/:companyId', summary: "The company's campaigns with their metrics over a date range (default the last 30 days)",
    params: z.object({ companyId: id }),
    query: range.extend({ search: z.string().trim().max(100).optional(), status: campaignStatus.optional(), type: campaignType.optional() }),
    company: byParams, permission: 'campaigns:read', response: listOf(campaignListItem).extend({ currency: z.string() }),
  }),
  getCampaign: defineCall({
    method: 'GET', path: '/campaign/:campaignId', summary: 'One campaign with its keywords, ad or asset group and criteria',
    params: z.object({ campaignId: id }), query: z.object({ companyId: id }), company: byQuery, permission: 'campaigns:read', response: campaignDetail,
  }),
  getPreviewUrl: defineCall({
    method: 'GET', path: '/getPreviewUrl/:campaignId', summary: "Where the campaign's ad preview opens (a short-lived link)",
    params: z.object({ campaignId: id }), query: z.object({ companyId: id }), company: byQuery, permission: 'campaigns:read',
    response: z.object({ redirectUrl: z.string() }),
  }),
  pauseCampaign: defineCall({
    method: 'POST', path: '/pauseCampaign', summary: 'Pauses a campaign (it stops serving and spending)',
    body: z.object({ companyId: id, campaignId: id }), company: byBody, permission: 'campaigns:write', response: campaign,
  }),
  relaunchCampaign: defineCall({
    method: 'POST', path: '/userRelaunchGoogleCampaign', summary: 'Enables a paused campaign again; an unpaid balance answers 403 like a card decline',
    body: z.object({ companyId: id, campaignId: id }), company: byBody, permission: 'campaigns:write', response: campaign,
  }),
  updateCampaignBudget: defineCall({
    method: 'PUT', path: '/googleAds/updateCampaignBudget/:companyId/:campaignId', summary: 'Changes the daily budget (the platform refuses amounts below its minimum with a 400 body)',
    params: companyCampaign, body: z.object({ dailyBudget: amount }), company: byParams, permission: 'campaigns:write', response: campaignDetail,
  }),
  updateCampaignName: defineCall({
    method: 'PUT', path: '/googleAds/updateCampaignName/:companyId/:campaignId', summary: 'Renames a campaign',
    params: companyCampaign, body: z.object({ newName: z.string().trim().min(1).max(255) }), company: byParams, permission: 'campaigns:write', response: campaignDetail,
  }),
  updateAdFinalUrl: defineCall({
    method: 'PUT', path: '/googleAds/updateAdFinalUrl/:companyId/:campaignId', summary: "Changes where the campaign's ads lead",
    params: companyCampaign, body: z.object({ newFinalUrl: z.string().trim().min(1).max(2048), landingId: id.nullable().optional() }), company: byParams, permission: 'campaigns:write', response: campaignDetail,
  }),
  updateAdTitlesAndSubtitles: defineCall({
    method: 'PUT', path: '/googleAds/updateAdTitlesAndSubtitles/:companyId/:campaignId', summary: "Replaces a search campaign's headlines, descriptions and paths (or a Performance Max asset group's texts)",
    params: companyCampaign,
    body: searchAdInput.extend({ longHeadlines: z.array(z.string().max(200)).max(10).optional(), businessName: z.string().max(100).optional() }),
    company: byParams, permission: 'campaigns:write', response: campaignDetail,
  }),
  getUnlaunchedCampaigns: defineCall({
    method: 'GET', path: '/getUnlaunchedCampaigns', summary: "The company's unfinished campaign wizards, newest first",
    query: z.object({ companyId: id }), company: byQuery, permission: 'campaigns:read', response: z.object({ data: z.array(campaignDraft) }),
  }),
  saveCampaignDraft: defineCall({
    method: 'POST', path: '/campaignDraft', summary: 'Keeps an unfinished wizard (creates it, or updates it with draftId)',
    body: z.object({ companyId: id, draftId: id.optional(), type: campaignType, name: z.string().max(255).default(''), step: z.number().int().min(0).max(20), answers: z.record(z.string(), z.unknown()) }),
    company: byBody, permission: 'campaigns:write', response: campaignDraft,
  }),
  deleteCampaignDraft: defineCall({
    method: 'DELETE', path: '/campaignDraft/:companyId/:draftId', summary: 'Discards an unfinished wizard',
    params: z.object({ companyId: id, draftId: id }), company: byParams, permission: 'campaigns:write', response: okResponse,
  }),
} as const;
