import { z } from 'zod';
import { defineCall, type CallDef } from '../define';
import { id, okResponse } from '../common';
import { isoDay } from './shapes';

/**
 * The seven asset kinds of SPEC §3 (site link, highlighted text — the platform's callout —,
 * structured snippet, call, app, price, promotion) as the product's API takes them. Limits are the
 * platform's (reference/google-ads.md §5) and are checked by the platform; the contract caps sizes.
 */
const short = z.string().trim().max(100);
const url = z.string().trim().min(1).max(2048);
const dates = { startDate: isoDay.optional(), endDate: isoDay.optional() };

export const STRUCTURED_SNIPPET_HEADERS = [
  'Brands', 'Amenities', 'Styles', 'Types', 'Destinations', 'Service catalog', 'Courses', 'Neighborhoods', 'Shows',
  'Insurance coverage', 'Degree programs', 'Featured hotels', 'Models',
] as const;
export const PRICE_TYPES = ['BRANDS', 'EVENTS', 'LOCATIONS', 'NEIGHBORHOODS', 'PRODUCT_CATEGORIES', 'PRODUCT_TIERS', 'SERVICES', 'SERVICE_CATEGORIES', 'SERVICE_TIERS'] as const;
export const PRICE_UNITS = ['PER_HOUR', 'PER_DAY', 'PER_WEEK', 'PER_MONTH', 'PER_YEAR', 'PER_NIGHT'] as const;
export const PROMOTION_OCCASIONS = [
  'NEW_YEARS', 'VALENTINES_DAY', 'EASTER', 'MOTHERS_DAY', 'FATHERS_DAY', 'LABOR_DAY', 'BACK_TO_SCHOOL', 'HALLOWEEN',
  'BLACK_FRIDAY', 'CYBER_MONDAY', 'CHRISTMAS', 'BOXING_DAY', 'SUMMER_SALE', 'WINTER_SALE', 'SINGLES_DAY',
] as const;

export const assetFields = {
  siteLink: z.object({ linkText: short, description1: short.optional(), description2: short.optional(), finalUrl: url, ...dates }),
  highlightedText: z.object({ text: short, ...dates }),
  structuredSnippet: z.object({ header: z.string().max(50), values: z.array(short).max(20), ...dates }),
  call: z.object({ countryCode: z.string().trim().toUpperCase().max(2), phoneNumber: z.string().trim().min(1).max(30), ...dates }),
  app: z.object({ appId: z.string().trim().min(1).max(200), appStore: z.enum(['APPLE_APP_STORE', 'GOOGLE_APP_STORE']), linkText: short, ...dates }),
  price: z.object({
    type: z.enum(PRICE_TYPES),
    priceQualifier: z.enum(['FROM', 'UP_TO', 'AVERAGE']).nullable().default(null),
    languageCode: z.string().trim().min(2).max(5),
    offerings: z.array(z.object({ header: short, description: short, price: z.number().nonnegative().max(1e9), unit: z.enum(PRICE_UNITS).nullable().default(null), finalUrl: url })).max(20),
    ...dates,
  }),
  promotion: z.object({
    target: short,
    /** Percent (e.g. 15 for 15 %), or an amount off in the account's currency: exactly one. */
    percentOff: z.number().positive().max(100).nullable().default(null),
    moneyOff: z.number().positive().max(1e9).nullable().default(null),
    promotionCode: z.string().trim().max(50).nullable().default(null),
    ordersOver: z.number().positive().max(1e9).nullable().default(null),
    occasion: z.enum(PROMOTION_OCCASIONS).nullable().default(null),
    languageCode: z.string().trim().min(2).max(5),
    redemptionStartDate: isoDay.nullable().default(null),
    redemptionEndDate: isoDay.nullable().default(null),
    ...dates,
  }),
} as const;

export type AssetKind = keyof typeof assetFields;
export const ASSET_KINDS = Object.keys(assetFields) as AssetKind[];

/** Each kind's name in the call paths (getCustomerSiteLinkAssets, uploadPromotion, …). */
export const ASSET_PATH_NAMES = {
  siteLink: 'SiteLink', highlightedText: 'HighlightedText', structuredSnippet: 'StructuredSnippet', call: 'Call',
  app: 'App', price: 'Price', promotion: 'Promotion',
} as const satisfies Record<AssetKind, string>;

/** Assets a search campaign is created with (any of the seven kinds). */
export const assetInputs = z.object(
  Object.fromEntries(ASSET_KINDS.map((k) => [k, z.array(assetFields[k]).max(20).optional()])) as { [K in AssetKind]: z.ZodOptional<z.ZodArray<(typeof assetFields)[K]>> },
);

export const storedAsset = z.object({
  assetId: z.string(),
  kind: z.enum(ASSET_KINDS as [AssetKind, ...AssetKind[]]),
  /** The kind's fields as given (see assetFields). */
  fields: z.record(z.string(), z.unknown()),
  /** Product campaign ids the asset is set on. */
  campaignIds: z.array(z.string()),
});
export type StoredAsset = z.infer<typeof storedAsset>;

const byParams = { in: 'params', key: 'companyId' } as const;
const companyCampaign = z.object({ companyId: id, campaignId: id });
const assetIds = z.object({ assetIds: z.array(z.string().regex(/^\d{1,20}$/, 'Unknown asset')).min(1).max(50) });

type Capital = (typeof ASSET_PATH_NAMES)[AssetKind];
type KindCalls = Record<`getCustomer${Capital}Assets` | `upload${Capital}` | `setCampaign${Capital}Assets` | `updateCampaign${Capital}Asset` | `deleteCampaign${Capital}Assets`, CallDef>;

function callsOf(kind: AssetKind) {
  const name = ASSET_PATH_NAMES[kind];
  return {
    [`getCustomer${name}Assets`]: defineCall({
      method: 'GET', path: `/getCustomer${name}Assets/:companyId`, summary: `The ad account's ${kind} assets and the campaigns each is set on`,
      params: z.object({ companyId: id }), company: byParams, permission: 'campaigns:read', response: z.object({ data: z.array(storedAsset) }),
    }),
    [`upload${name}`]: defineCall({
      method: 'POST', path: `/upload${name}/:companyId/:campaignId`, summary: `Creates a ${kind} asset and sets it on the campaign`,
      params: companyCampaign, body: assetFields[kind], company: byParams, permission: 'campaigns:write', response: storedAsset,
    }),
    [`setCampaign${name}Assets`]: defineCall({
      method: 'POST', path: `/setCampaign${name}Assets/:companyId/:campaignId`, summary: `Sets existing ${kind} assets of the account on the campaign`,
      params: companyCampaign, body: assetIds, company: byParams, permission: 'campaigns:write', response: z.object({ data: z.array(storedAsset) }),
    }),
    [`updateCampaign${name}Asset`]: defineCall({
      method: 'PUT', path: `/updateCampaign${name}Asset/:assetId`, summary: `Changes a ${kind} asset (every campaign it is set on shows the change)`,
      params: z.object({ assetId: z.string().regex(/^\d{1,20}$/, 'Unknown asset') }), query: z.object({ companyId: id }), body: assetFields[kind],
      company: { in: 'query', key: 'companyId' }, permission: 'campaigns:write', response: storedAsset,
    }),
    [`deleteCampaign${name}Assets`]: defineCall({
      method: 'DELETE', path: `/deleteCampaign${name}Assets/:companyId/:campaignId`, summary: `Takes ${kind} assets off the campaign (they stay in the account)`,
      params: companyCampaign, body: assetIds, company: byParams, permission: 'campaigns:write', response: okResponse,
    }),
  };
}

export const assetCalls = {
  ...(Object.assign({}, ...ASSET_KINDS.map(callsOf)) as KindCalls),
  getCampaignAssets: defineCall({
    method: 'GET', path: '/googleAds/getCampaignAssets/:companyId/:campaignId', summary: 'Every asset of the seven kinds set on the campaign',
    params: companyCampaign, company: byParams, permission: 'campaigns:read', response: z.object({ data: z.array(storedAsset) }),
  }),
  getAdAssets: defineCall({
    method: 'GET', path: '/googleAds/getAdAssets/:companyId/:campaignId', summary: "The ad's texts (headlines, descriptions, paths) or the asset group's texts and images",
    params: companyCampaign, company: byParams, permission: 'campaigns:read',
    response: z.object({ headlines: z.array(z.string()), descriptions: z.array(z.string()), longHeadlines: z.array(z.string()), businessName: z.string().nullable(), path1: z.string().nullable(), path2: z.string().nullable(), images: z.array(z.object({ assetId: z.string(), field: z.string(), width: z.number(), height: z.number() })) }),
  }),
};
