import { z } from 'zod';
import { id } from '../common';

/**
 * The campaign shapes the product's API speaks. Money is in the ad account's currency units (the
 * server converts to the platform's micros); text limits are the platform's and are enforced by the
 * ad platform itself (the sandbox mirrors it), so the contract only caps sizes against abuse and
 * the platform's own error names come back to the user field by field.
 */
export const campaignType = z.enum(['search', 'pmax']);
export type CampaignType = z.infer<typeof campaignType>;
export const campaignStatus = z.enum(['ENABLED', 'PAUSED', 'REMOVED']);
export type CampaignStatus = z.infer<typeof campaignStatus>;
export const matchType = z.enum(['EXACT', 'PHRASE', 'BROAD']);
export type MatchType = z.infer<typeof matchType>;
export const campaignGoal = z.enum(['leads', 'sales', 'traffic', 'calls']);
export const biddingStrategy = z.enum(['maximize_clicks', 'maximize_conversions', 'target_cpa']);

/** yyyy-MM-dd, the account's calendar day. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a yyyy-MM-dd date');
export const amount = z.number().finite().nonnegative().max(1_000_000);
const adText = z.string().max(200);

export const keywordInput = z.object({ text: z.string().trim().min(1).max(200), matchType: matchType.default('PHRASE') });
export const keyword = z.object({ id: z.string(), text: z.string(), matchType, status: campaignStatus });
export type Keyword = z.infer<typeof keyword>;

export const searchAdInput = z.object({
  headlines: z.array(adText).max(20),
  descriptions: z.array(adText).max(10),
  path1: z.string().max(50).optional(),
  path2: z.string().max(50).optional(),
});
export type SearchAd = z.infer<typeof searchAdInput>;

export const pmaxImageField = z.enum(['MARKETING_IMAGE', 'SQUARE_MARKETING_IMAGE', 'LOGO', 'PORTRAIT_MARKETING_IMAGE', 'LANDSCAPE_LOGO']);
export type PMaxImageField = z.infer<typeof pmaxImageField>;

/** A Performance Max asset group; images are files uploaded beforehand to the `adImage` area. */
export const assetGroupInput = z.object({
  name: z.string().trim().min(1).max(255).optional(),
  headlines: z.array(adText).max(20),
  longHeadlines: z.array(adText).max(10),
  descriptions: z.array(adText).max(10),
  businessName: z.string().max(100),
  images: z.array(z.object({ fileId: id, field: pmaxImageField })).max(60),
  path1: z.string().max(50).optional(),
  path2: z.string().max(50).optional(),
  searchThemes: z.array(z.string().trim().min(1).max(80)).max(25).default([]),
});

/** A location as getLocations returns it, included or excluded. */
export const locationTarget = z.object({ locationId: z.string().min(1).max(200), name: z.string().max(300).optional(), negative: z.boolean().default(false) });
export const proximityTarget = z.object({ address: z.string().trim().min(3).max(300), radius: z.number().positive().max(800), units: z.enum(['KILOMETERS', 'MILES']).default('KILOMETERS') });
export const dayOfWeek = z.enum(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']);
export const scheduleSlot = z.object({
  day: dayOfWeek,
  startHour: z.number().int().min(0).max(23),
  startMinute: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(45)]).default(0),
  endHour: z.number().int().min(0).max(24),
  endMinute: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(45)]).default(0),
});
export const deviceSetting = z.object({ device: z.enum(['MOBILE', 'TABLET', 'DESKTOP']), bidModifier: z.number().min(0).max(10).nullable() });

/** Where and when a campaign serves (SPEC: criteria). Languages are ISO codes (es, en, …). */
export const campaignCriteria = z.object({
  locations: z.array(locationTarget).max(200).default([]),
  proximity: z.array(proximityTarget).max(20).default([]),
  languages: z.array(z.string().regex(/^[a-z]{2}$/, 'Use a two-letter language code')).max(40).default([]),
  schedule: z.array(scheduleSlot).max(42).default([]),
  devices: z.array(deviceSetting).max(3).default([]),
});
export type CampaignCriteria = z.output<typeof campaignCriteria>;

export const campaignMetrics = z.object({
  impressions: z.number(),
  clicks: z.number(),
  /** A fraction, as the platform reports it (0.05 = 5 %). */
  ctr: z.number(),
  cost: z.number(),
  conversions: z.number(),
  conversionsValue: z.number(),
  averageCpc: z.number(),
  costPerConversion: z.number(),
});
export type CampaignMetrics = z.infer<typeof campaignMetrics>;

export const campaign = z.object({
  _id: z.string(),
  companyId: z.string(),
  type: campaignType,
  name: z.string(),
  status: campaignStatus,
  dailyBudget: z.number(),
  currency: z.string(),
  bidding: biddingStrategy,
  finalUrl: z.string(),
  landingId: z.string().nullable(),
  startDate: z.string(),
  createdAt: z.string(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignListItem = campaign.extend({ metrics: campaignMetrics });
export type CampaignListItem = z.infer<typeof campaignListItem>;

export const campaignDetail = campaign.extend({
  keywords: z.array(keyword),
  negativeKeywords: z.array(keyword),
  ad: searchAdInput.nullable(),
  assetGroup: assetGroupInput.omit({ images: true }).extend({
    images: z.array(z.object({ assetId: z.string(), field: pmaxImageField, width: z.number(), height: z.number() })),
  }).nullable(),
  criteria: campaignCriteria,
  /** Monthly spend cap the platform applies: 30.4 × the daily budget. */
  monthlyCap: z.number(),
});
export type CampaignDetail = z.infer<typeof campaignDetail>;
