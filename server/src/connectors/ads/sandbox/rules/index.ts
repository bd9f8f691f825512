import { PMAX_GROUP, PMAX_IMAGES, adTextLength, hasRatio, type ImageRule } from '../../../../../../contract/campaigns/limits';
import type { AdsEntity, GoogleAdsError, MutateOperation } from '../../googleAds.types';
import { checkAsset } from './assets';
import { checkBudgetAmount, checkCampaignCriterion, checkKeyword, checkResponsiveSearchAd } from './entities';
import { OperationErrors } from './errors';
import { imageSize } from './imageSize';
import { checkText } from './text';

export { imageSize } from './imageSize';
export { policyTopics } from './text';

type Data = Record<string, unknown>;
type Resource = { entity: AdsEntity; data: Data; index: number | null };

const IMMUTABLE: Partial<Record<AdsEntity, string[]>> = {
  campaign: ['advertising_channel_type', 'campaign_budget'],
  ad_group: ['campaign'],
  ad_group_criterion: ['ad_group', 'keyword'],
  campaign_criterion: ['campaign', 'negative', 'keyword', 'location', 'language', 'ad_schedule'],
  asset: ['type'],
  conversion_action: ['type'],
  asset_group: ['campaign'],
};
const REFERENCES: Partial<Record<AdsEntity, [string, AdsEntity][]>> = {
  campaign: [['campaign_budget', 'campaign_budget']],
  ad_group: [['campaign', 'campaign']],
  ad_group_criterion: [['ad_group', 'ad_group']],
  ad_group_ad: [['ad_group', 'ad_group']],
  campaign_criterion: [['campaign', 'campaign']],
  campaign_asset: [['campaign', 'campaign'], ['asset', 'asset']],
  customer_asset: [['asset', 'asset']],
  asset_group: [['campaign', 'campaign']],
  asset_group_asset: [['asset_group', 'asset_group'], ['asset', 'asset']],
};
const TEXT_FIELDS: Record<string, number> = { HEADLINE: PMAX_GROUP.headlines.length, LONG_HEADLINE: PMAX_GROUP.longHeadlines.length, DESCRIPTION: PMAX_GROUP.descriptions.length, BUSINESS_NAME: PMAX_GROUP.businessName.length };
const GROUP_COUNTS: [string, number, number, string][] = [
  ['HEADLINE', PMAX_GROUP.headlines.min, PMAX_GROUP.headlines.max, 'NOT_ENOUGH_HEADLINE_ASSET'],
  ['LONG_HEADLINE', PMAX_GROUP.longHeadlines.min, PMAX_GROUP.longHeadlines.max, 'NOT_ENOUGH_LONG_HEADLINE_ASSET'],
  ['DESCRIPTION', PMAX_GROUP.descriptions.min, PMAX_GROUP.descriptions.max, 'NOT_ENOUGH_DESCRIPTION_ASSET'],
  ['BUSINESS_NAME', 1, 1, 'NOT_ENOUGH_BUSINESS_NAME_ASSET'],
  ...Object.entries(PMAX_IMAGES).map(([field, r]) => [field, r.min, r.max, `NOT_ENOUGH_${field}_ASSET`] as [string, number, number, string]),
];

/**
 * GoogleAdsService.Mutate's checks in the sandbox: every error of the whole request, located on
 * its operation and field as GoogleAdsFailure does (the request is applied only when this is
 * empty). `existing` reads the account's stored resources by name; creates may use temporary
 * names (negative ids) that later operations refer to.
 */
export function validateMutate(customerId: string, operations: MutateOperation[], existing: (name: string) => unknown): GoogleAdsError[] {
  const errors: GoogleAdsError[] = [];
  const created = new Map<string, Resource>();
  const removed = new Set<string>();
  const lookup = (name: unknown): Resource | undefined => {
    if (typeof name !== 'string' || removed.has(name)) return undefined;
    if (created.has(name)) return created.get(name);
    const data = existing(name) as Data | undefined;
    return data ? { entity: entityOf(name), data, index: null } : undefined;
  };
  const touchedGroups = new Map<string, number>();
  const campaignNames = new Map<string, string>();

  operations.forEach((op, index) => {
    const e = new OperationErrors(index, op.operation);
    const r = op.resource as Data;
    const name = String(r.resource_name ?? '');
    if (!name.startsWith(`customers/${customerId}/`)) e.add('request_error', 'RESOURCE_NAME_MALFORMED', 'The resource belongs to another account', ['resource_name'], name);

    if (op.operation === 'remove') {
      if (!lookup(name)) e.add('mutate_error', 'RESOURCE_NOT_FOUND', 'There is nothing to remove with that name', ['resource_name'], name);
      else {
        removed.add(name);
        if (op.entity === 'asset_group_asset') touchedGroups.set(String(lookup(name)?.data.asset_group ?? (existing(name) as Data)?.asset_group), index);
      }
      errors.push(...e.errors);
      return;
    }

    const current = op.operation === 'update' ? lookup(name) : undefined;
    if (op.operation === 'update') {
      if (!current) e.add('mutate_error', 'RESOURCE_NOT_FOUND', 'There is nothing to change with that name', ['resource_name'], name);
      else if (current.data.status === 'REMOVED') e.add('mutate_error', 'RESOURCE_REMOVED', 'A removed resource cannot change', ['resource_name'], name);
      for (const field of IMMUTABLE[op.entity] ?? []) {
        if (current && field in r && JSON.stringify(r[field]) !== JSON.stringify(current.data[field])) e.add('field_error', 'IMMUTABLE_FIELD', `${field} cannot change`, [field]);
      }
    } else if (r.status === 'REMOVED') e.add('request_error', 'CANNOT_CREATE_REMOVED', 'A new resource cannot be REMOVED', ['status']);

    const data: Data = { ...(current?.data ?? {}), ...r };
    for (const [field, entity] of REFERENCES[op.entity] ?? []) {
      if (op.operation === 'update' && !(field in r)) continue;
      const target = lookup(data[field]);
      if (!target || target.entity !== entity) e.add('mutate_error', 'RESOURCE_NOT_FOUND', `${field} does not name an existing ${entity.replace(/_/g, ' ')}`, [field], String(data[field] ?? ''));
    }

    switch (op.entity) {
      case 'campaign_budget':
        if ('amount_micros' in r || op.operation === 'create') checkBudgetAmount(e, data.amount_micros);
        break;
      case 'campaign': {
        if (op.operation === 'create' || 'name' in r) {
          if (checkText(e, data.name, 255, ['name'], 'The campaign name')) {
            const key = String(data.name).trim().toLowerCase();
            const clash = campaignNames.get(key) ?? findCampaignByName(existing, customerId, key, operations);
            if (clash && clash !== name) e.add('campaign_error', 'DUPLICATE_CAMPAIGN_NAME', 'Another campaign of this account has that name', ['name'], String(data.name));
            campaignNames.set(key, name);
          }
        }
        if (op.operation === 'create' && data.advertising_channel_type !== 'SEARCH' && data.advertising_channel_type !== 'PERFORMANCE_MAX') e.add('field_error', 'REQUIRED', 'The campaign type is required', ['advertising_channel_type']);
        if (data.advertising_channel_type === 'PERFORMANCE_MAX' && lookup(data.campaign_budget)?.data.explicitly_shared) e.add('campaign_budget_error', 'CAMPAIGN_BUDGET_CANNOT_BE_SHARED', 'Performance Max budgets cannot be shared', ['campaign_budget']);
        if (data.start_date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(String(data.start_date))) e.add('date_error', 'INVALID_FIELD_VALUES_IN_DATE', 'Use a yyyy-MM-dd date', ['start_date']);
        if (data.end_date && String(data.end_date) < String(data.start_date)) e.add('date_error', 'END_DATE_BEFORE_START_DATE', 'The end date is before the start date', ['end_date']);
        break;
      }
      case 'ad_group':
        checkText(e, data.name, 255, ['name'], 'The ad group name');
        if (lookup(data.campaign)?.data.advertising_channel_type === 'PERFORMANCE_MAX') e.add('ad_group_error', 'AD_GROUP_TYPE_NOT_VALID_FOR_ADVERTISING_CHANNEL_TYPE', 'Performance Max campaigns use asset groups, not ad groups', ['campaign']);
        break;
      case 'ad_group_criterion':
        if (op.operation === 'create') {
          checkKeyword(e, data.keyword as never);
          duplicateKeyword(e, data, 'ad_group', operations.slice(0, index), existing, customerId, removed);
        }
        break;
      case 'ad_group_ad':
        if (op.operation === 'create' || 'ad' in r) checkResponsiveSearchAd(e, data.ad as never);
        break;
      case 'campaign_criterion':
        if (op.operation === 'create') {
          checkCampaignCriterion(e, data);
          if (data.keyword) duplicateKeyword(e, data, 'campaign', operations.slice(0, index), existing, customerId, removed);
        } else if ('bid_modifier' in r) checkCampaignCriterion(e, data);
        break;
      case 'asset':
        checkAsset(e, data);
        break;
      case 'asset_group':
        if (op.operation === 'create') {
          checkText(e, data.name, 255, ['name'], 'The asset group name');
          if (lookup(data.campaign)?.data.advertising_channel_type !== 'PERFORMANCE_MAX') e.add('asset_group_error', 'CANNOT_ADD_ASSET_GROUP_FOR_CAMPAIGN_TYPE', 'Asset groups belong to Performance Max campaigns', ['campaign']);
          if (!Array.isArray(data.final_urls) || data.final_urls.length === 0) e.add('asset_group_error', 'FINAL_URL_REQUIRED', 'The asset group needs a final URL', ['final_urls']);
        }
        for (const p of ['path1', 'path2']) if (data[p]) checkText(e, data[p], PMAX_GROUP.path.length, [p], `Display ${p}`);
        touchedGroups.set(name, touchedGroups.get(name) ?? index);
        break;
      case 'asset_group_asset': {
        const asset = lookup(data.asset)?.data;
        const field = String(data.field_type);
        if (asset && TEXT_FIELDS[field]) {
          const text = String((asset.text_asset as Data | undefined)?.text ?? '');
          if (adTextLength(text) > TEXT_FIELDS[field]) e.add('string_length_error', 'TOO_LONG', `${field.toLowerCase().replace(/_/g, ' ')} is longer than ${TEXT_FIELDS[field]} characters`, ['asset'], text);
        }
        const rule = (PMAX_IMAGES as Record<string, ImageRule>)[field];
        if (asset && rule) checkImageFor(e, asset, rule);
        if (!touchedGroups.has(String(data.asset_group))) touchedGroups.set(String(data.asset_group), index);
        break;
      }
      case 'conversion_action': {
        if (op.operation === 'create' || 'name' in r) {
          if (checkText(e, data.name, 100, ['name'], 'The conversion name')) {
            const clash = findConversionByName(existing, customerId, String(data.name).trim().toLowerCase(), operations.slice(0, index), name);
            if (clash) e.add('conversion_action_error', 'DUPLICATE_NAME', 'Another conversion action has that name', ['name'], String(data.name));
          }
        }
        const value = (data.value_settings as Data | undefined)?.default_value;
        if (typeof value === 'number' && value < 0) e.add('range_error', 'TOO_LOW', 'The value cannot be negative', ['value_settings', 'default_value']);
        break;
      }
      default:
        break;
    }
    if (op.operation === 'create') created.set(name, { entity: op.entity, data, index });
    else if (current) created.set(name, { ...current, data });
    errors.push(...e.errors);
  });

  for (const [group, index] of touchedGroups) {
    if (removed.has(group)) continue;
    errors.push(...checkGroupComplete(group, index, operations, created, removed, existing, customerId));
  }
  return errors;
}

/** google-ads-api's entity of a resource name (customers/1/adGroupCriteria/… → ad_group_criterion). */
function entityOf(name: string): AdsEntity {
  const collection = name.split('/')[2];
  return ({
    campaignBudgets: 'campaign_budget', campaigns: 'campaign', adGroups: 'ad_group', adGroupCriteria: 'ad_group_criterion', adGroupAds: 'ad_group_ad',
    campaignCriteria: 'campaign_criterion', assets: 'asset', campaignAssets: 'campaign_asset', customerAssets: 'customer_asset', assetGroups: 'asset_group',
    assetGroupAssets: 'asset_group_asset', conversionActions: 'conversion_action',
  } as Record<string, AdsEntity>)[collection];
}

/** The sandbox store lists an account's resources through `existing.all` when it offers it. */
type Existing = ((name: string) => unknown) & { all?: () => [string, Data][] };
const allOf = (existing: Existing) => existing.all?.() ?? [];

function findCampaignByName(existing: Existing, _customerId: string, key: string, operations: MutateOperation[]): string | undefined {
  const removedNow = new Set(operations.filter((o) => o.operation === 'remove').map((o) => o.resource.resource_name));
  const updatedNames = new Map(operations.filter((o) => o.entity === 'campaign' && o.operation === 'update' && 'name' in o.resource).map((o) => [o.resource.resource_name, String((o.resource as Data).name).trim().toLowerCase()]));
  for (const [name, data] of allOf(existing)) {
    if (!name.includes('/campaigns/') || data.status === 'REMOVED' || removedNow.has(name)) continue;
    const current = updatedNames.get(name) ?? String(data.name ?? '').trim().toLowerCase();
    if (current === key) return name;
  }
  return undefined;
}

function findConversionByName(existing: Existing, _customerId: string, key: string, earlier: MutateOperation[], self: string): boolean {
  if (earlier.some((o) => o.entity === 'conversion_action' && o.operation === 'create' && String((o.resource as Data).name).trim().toLowerCase() === key)) return true;
  return allOf(existing).some(([name, data]) => name.includes('/conversionActions/') && name !== self && data.status !== 'REMOVED' && String(data.name ?? '').trim().toLowerCase() === key);
}

function duplicateKeyword(e: OperationErrors, data: Data, parentField: 'ad_group' | 'campaign', earlier: MutateOperation[], existing: Existing, _customerId: string, removed: Set<string>): void {
  const k = data.keyword as { text?: string; match_type?: string } | undefined;
  if (!k?.text) return;
  const key = `${String(data[parentField])}|${k.text.trim().toLowerCase()}|${k.match_type}|${data.negative ? 1 : 0}`;
  const keyOf = (d: Data) => {
    const kk = d.keyword as { text?: string; match_type?: string } | undefined;
    return kk?.text ? `${String(d[parentField])}|${kk.text.trim().toLowerCase()}|${kk.match_type}|${d.negative ? 1 : 0}` : '';
  };
  const inRequest = earlier.some((o) => o.operation === 'create' && (o.resource as Data).keyword && keyOf(o.resource as Data) === key);
  const stored = allOf(existing).some(([name, d]) => !removed.has(name) && d.status !== 'REMOVED' && keyOf(d) === key);
  if (inRequest || stored) e.add('mutate_error', 'RESOURCE_ALREADY_EXISTS', 'This keyword is already there with that match type', ['keyword', 'text'], k.text);
}

function checkImageFor(e: OperationErrors, asset: Data, rule: ImageRule): void {
  const image = asset.image_asset as { data?: string; full_size?: { width_pixels: number; height_pixels: number } } | undefined;
  const size = image?.data ? imageSize(Buffer.from(image.data, 'base64')) : null;
  const width = size?.width ?? image?.full_size?.width_pixels ?? 0;
  const height = size?.height ?? image?.full_size?.height_pixels ?? 0;
  if (!width || !height) return;
  if (!hasRatio(width, height, rule.ratio)) e.add('image_error', 'ASPECT_RATIO_NOT_ALLOWED', `This image is ${width}×${height}; it must have the ${rule.ratioLabel} ratio`, ['asset'], `${width}x${height}`);
  else if (width < rule.minWidth || height < rule.minHeight) e.add('image_error', 'IMAGE_TOO_SMALL', `This image is ${width}×${height}; the minimum is ${rule.minWidth}×${rule.minHeight}`, ['asset'], `${width}x${height}`);
}

/** An asset group after the request: each field type's count within the platform's minimum and maximum. */
function checkGroupComplete(group: string, index: number, operations: MutateOperation[], created: Map<string, Resource>, removed: Set<string>, existing: Existing, _customerId: string): GoogleAdsError[] {
  const e = new OperationErrors(index, operations[index].operation === 'update' ? 'update' : 'create');
  const links: Data[] = [];
  for (const [name, data] of allOf(existing)) if (name.includes('/assetGroupAssets/') && data.asset_group === group && data.status !== 'REMOVED' && !removed.has(name)) links.push(data);
  for (const [name, r] of created) if (r.entity === 'asset_group_asset' && r.data.asset_group === group && !removed.has(name)) links.push(r.data);
  const count = (field: string) => links.filter((l) => l.field_type === field).length;
  for (const [field, min, max, code] of GROUP_COUNTS) {
    const n = count(field);
    if (n < min) e.add('asset_group_error', code, `The asset group needs at least ${min} ${field.toLowerCase().replace(/_/g, ' ')}${min > 1 ? 's' : ''} (has ${n})`, ['asset_group']);
    if (n > max) e.add('collection_size_error', 'TOO_MANY', `The asset group takes at most ${max} ${field.toLowerCase().replace(/_/g, ' ')}s (has ${n})`, ['asset_group']);
  }
  const textOf = (l: Data) => {
    const asset = created.get(String(l.asset))?.data ?? (existing(String(l.asset)) as Data | undefined);
    return String((asset?.text_asset as Data | undefined)?.text ?? '');
  };
  const headlines = links.filter((l) => l.field_type === 'HEADLINE').map(textOf);
  const descriptions = links.filter((l) => l.field_type === 'DESCRIPTION').map(textOf);
  if (headlines.length >= PMAX_GROUP.headlines.min && !headlines.some((t) => adTextLength(t) <= PMAX_GROUP.headlines.shortOne)) e.add('asset_group_error', 'SHORT_HEADLINE_REQUIRED', `One headline must have at most ${PMAX_GROUP.headlines.shortOne} characters`, ['asset_group']);
  if (descriptions.length >= PMAX_GROUP.descriptions.min && !descriptions.some((t) => adTextLength(t) <= PMAX_GROUP.descriptions.shortOne)) e.add('asset_group_error', 'SHORT_DESCRIPTION_REQUIRED', `One description must have at most ${PMAX_GROUP.descriptions.shortOne} characters`, ['asset_group']);
  return e.errors;
}
