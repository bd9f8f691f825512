import { PMAX_GROUP, PMAX_IMAGES, hasRatio, type ImageRule } from '../../../../../../contract/campaigns/limits';
import type { AssetFieldType } from '../../googleAds.types';
import { nameKey, NAME_LENGTH } from './campaigns';
import type { RequestState } from './context';
import { obj, type Data, type OperationErrors } from './errors';
import { imageSize } from './imageSize';
import { adTextLength, checkFinalUrls, checkText } from './text';

/** Text fields of an asset group: characters, how many, and how many must be short (reference §4). */
export const GROUP_TEXT_FIELDS = {
  HEADLINE: { length: PMAX_GROUP.headlines.length, min: PMAX_GROUP.headlines.min, max: PMAX_GROUP.headlines.max, shortOne: PMAX_GROUP.headlines.shortOne },
  LONG_HEADLINE: { length: PMAX_GROUP.longHeadlines.length, min: PMAX_GROUP.longHeadlines.min, max: PMAX_GROUP.longHeadlines.max },
  DESCRIPTION: { length: PMAX_GROUP.descriptions.length, min: PMAX_GROUP.descriptions.min, max: PMAX_GROUP.descriptions.max, shortOne: PMAX_GROUP.descriptions.shortOne },
  BUSINESS_NAME: { length: PMAX_GROUP.businessName.length, min: 1, max: 1 },
} as const satisfies Partial<Record<AssetFieldType, { length: number; min: number; max: number; shortOne?: number }>>;

/** Image fields of an asset group: ratio (±1 %), minimum size, how many (reference §4). */
export const GROUP_IMAGE_FIELDS: Partial<Record<AssetFieldType, ImageRule>> = PMAX_IMAGES;

/** AssetGroupError's name for too few of a field (none exists for the optional image fields). */
const NOT_ENOUGH: Partial<Record<AssetFieldType, string>> = {
  HEADLINE: 'NOT_ENOUGH_HEADLINE_ASSET', LONG_HEADLINE: 'NOT_ENOUGH_LONG_HEADLINE_ASSET', DESCRIPTION: 'NOT_ENOUGH_DESCRIPTION_ASSET',
  BUSINESS_NAME: 'NOT_ENOUGH_BUSINESS_NAME_ASSET', MARKETING_IMAGE: 'NOT_ENOUGH_MARKETING_IMAGE_ASSET',
  SQUARE_MARKETING_IMAGE: 'NOT_ENOUGH_SQUARE_MARKETING_IMAGE_ASSET', LOGO: 'NOT_ENOUGH_LOGO_ASSET',
};

export const GROUPS_PER_CAMPAIGN = { min: 1, max: 100 } as const;

const label = (field: string) => field.toLowerCase().replace(/_/g, ' ');

/**
 * An AssetGroup (reference §4): a name unique in its campaign, under a live PERFORMANCE_MAX
 * campaign, a final URL, display paths of at most 15 with path2 only after path1.
 */
export function checkAssetGroup(e: OperationErrors, state: RequestState, self: string, data: Data, given: Data, current: Data | undefined): void {
  const creating = !current;
  if (creating || 'name' in given) {
    if (checkText(e, data.name, { max: NAME_LENGTH }, ['name'], 'The asset group name')) {
      const clash = state.live('asset_group').some(([other, g]) => other !== self && g.campaign === data.campaign && nameKey(g.name) === nameKey(data.name));
      if (clash) e.add('asset_group_error', 'DUPLICATE_NAME', `Another asset group of this campaign is called “${String(data.name)}”`, ['name'], String(data.name));
    }
  }
  const campaign = state.get(data.campaign);
  if (campaign?.entity === 'campaign') {
    if (campaign.data.status === 'REMOVED') e.add('asset_group_error', 'CANNOT_MUTATE_ASSET_GROUP_FOR_REMOVED_CAMPAIGN', 'The campaign was removed', ['campaign'], String(data.campaign));
    else if (creating && campaign.data.advertising_channel_type !== 'PERFORMANCE_MAX') {
      e.add('asset_group_error', 'CANNOT_ADD_ASSET_GROUP_FOR_CAMPAIGN_TYPE', 'Asset groups belong to Performance Max campaigns', ['campaign'], String(data.campaign));
    }
  }
  if (creating || 'final_urls' in given) {
    if (!Array.isArray(data.final_urls) || data.final_urls.length === 0) e.add('asset_group_error', 'FINAL_URL_REQUIRED', 'The asset group needs a final URL', ['final_urls']);
    else checkFinalUrls(e, data.final_urls, ['final_urls'], true, 'The asset group’s final URL');
  }
  if (creating || 'path1' in given || 'path2' in given) {
    const path1 = typeof data.path1 === 'string' && data.path1 !== '' ? data.path1 : undefined;
    const path2 = typeof data.path2 === 'string' && data.path2 !== '' ? data.path2 : undefined;
    if (path1 !== undefined) checkText(e, path1, { max: PMAX_GROUP.path.length }, ['path1'], 'Display path 1');
    if (path2 !== undefined) {
      if (path1 === undefined) e.add('asset_group_error', 'PATH1_REQUIRED_WHEN_PATH2_IS_SET', 'Display path 2 needs path 1', ['path2'], path2);
      checkText(e, path2, { max: PMAX_GROUP.path.length }, ['path2'], 'Display path 2');
    }
  }
}

/** An image asset's pixel size: read from its bytes, or the size the store kept (image_asset.full_size). */
export function pixelSize(asset: Data): { width: number; height: number } | null {
  const image = obj(asset.image_asset);
  if (!image) return null;
  const size = typeof image.data === 'string' ? imageSize(Buffer.from(image.data, 'base64')) : null;
  if (size) return size;
  const full = obj(image.full_size);
  return full && typeof full.width_pixels === 'number' && typeof full.height_pixels === 'number' ? { width: full.width_pixels, height: full.height_pixels } : null;
}

/**
 * An AssetGroupAsset link as created: the field type belongs to asset groups and fits the asset's
 * type (AssetLinkError), a text within the field's length, an image of the field's ratio
 * (ImageError ASPECT_RATIO_NOT_ALLOWED, ±1 %) and minimum size (ImageError IMAGE_TOO_SMALL), the
 * same asset not linked twice to the same field (AssetGroupAssetError DUPLICATE_RESOURCE).
 */
export function checkAssetGroupAsset(e: OperationErrors, state: RequestState, self: string, data: Data): void {
  const field = String(data.field_type ?? '');
  const text = GROUP_TEXT_FIELDS[field as keyof typeof GROUP_TEXT_FIELDS];
  const image = GROUP_IMAGE_FIELDS[field as AssetFieldType];
  if (data.field_type === undefined) {
    e.add('field_error', 'REQUIRED', 'The field type is required', ['field_type']);
    return;
  }
  if (!text && !image) {
    e.add('asset_link_error', 'UNSUPPORTED_FIELD_TYPE', `${field} cannot be linked to an asset group (use ${[...Object.keys(GROUP_TEXT_FIELDS), ...Object.keys(GROUP_IMAGE_FIELDS)].join(', ')})`, ['field_type'], field);
    return;
  }
  const asset = state.get(data.asset);
  if (asset?.entity === 'asset') {
    const wanted = text ? 'TEXT' : 'IMAGE';
    if (asset.data.type !== wanted) {
      e.add('asset_link_error', 'FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE', `A ${label(field)} is a ${wanted} asset, not ${String(asset.data.type)}`, ['field_type'], field);
    } else if (text) {
      const value = String(obj(asset.data.text_asset)?.text ?? '');
      const n = adTextLength(value);
      if (n > text.length) e.add('string_length_error', 'TOO_LONG', `A ${label(field)} has at most ${text.length} characters (“${value}” has ${n})`, ['asset'], value);
    } else if (image) {
      const size = pixelSize(asset.data);
      if (size && !hasRatio(size.width, size.height, image.ratio)) {
        e.add('image_error', 'ASPECT_RATIO_NOT_ALLOWED', `This image is ${size.width}×${size.height}; a ${label(field)} has the ${image.ratioLabel} ratio`, ['asset'], `${size.width}x${size.height}`);
      } else if (size && (size.width < image.minWidth || size.height < image.minHeight)) {
        e.add('image_error', 'IMAGE_TOO_SMALL', `This image is ${size.width}×${size.height}; a ${label(field)} is at least ${image.minWidth}×${image.minHeight}`, ['asset'], `${size.width}x${size.height}`);
      }
    }
  }
  const twice = state.live('asset_group_asset').some(([other, l]) => other !== self && l.asset_group === data.asset_group && l.asset === data.asset && l.field_type === data.field_type);
  if (twice) e.add('asset_group_asset_error', 'DUPLICATE_RESOURCE', `This asset is already linked to the group as a ${label(field)}`, ['asset'], String(data.asset));
}

/** The live links of an asset group as the request leaves it (stored ones overlaid by the request's changes). */
function linksOf(state: RequestState, group: string): Data[] {
  const links = new Map<string, Data>();
  for (const [name, stored] of state.storedGroupLinks(group)) {
    const now = state.overlay(name, stored);
    if (now && now.status !== 'REMOVED' && now.asset_group === group) links.set(name, now);
  }
  for (const [name, l] of state.live('asset_group_asset')) if (l.asset_group === group) links.set(name, l);
  return [...links.values()];
}

/**
 * An asset group as the request leaves it, for every group the request creates, changes or
 * links to: per field type, within its minimum (AssetGroupError NOT_ENOUGH_…_ASSET) and maximum
 * (CollectionSizeError TOO_MANY), with at least one short headline (≤ 15) and one short
 * description (≤ 60). BUSINESS_NAME and LOGO at campaign level (brand guidelines) are not modelled.
 */
export function checkGroupComplete(e: OperationErrors, state: RequestState, group: string, path: string[]): void {
  const links = linksOf(state, group);
  const byField = (field: string) => links.filter((l) => l.field_type === field);
  const textOf = (l: Data) => String(obj(state.get(l.asset)?.data.text_asset)?.text ?? '');
  const fields: [string, { min: number; max: number }][] = [...Object.entries(GROUP_TEXT_FIELDS), ...Object.entries(GROUP_IMAGE_FIELDS) as [string, ImageRule][]];
  for (const [field, { min, max }] of fields) {
    const n = byField(field).length;
    if (n < min) e.add('asset_group_error', NOT_ENOUGH[field as AssetFieldType] ?? 'NOT_ENOUGH_HEADLINE_ASSET', `The asset group needs at least ${min} ${label(field)}${min > 1 ? 's' : ''} (has ${n})`, path, field);
    if (n > max) e.add('collection_size_error', 'TOO_MANY', `The asset group takes at most ${max} ${label(field)}${max > 1 ? 's' : ''} (has ${n})`, path, field);
  }
  for (const [field, rule] of Object.entries(GROUP_TEXT_FIELDS)) {
    if (!('shortOne' in rule)) continue;
    const texts = byField(field).map(textOf);
    if (texts.length >= rule.min && !texts.some((t) => adTextLength(t) <= rule.shortOne)) {
      // AssetGroupError has SHORT_DESCRIPTION_REQUIRED; for headlines the nearest name is NOT_ENOUGH_HEADLINE_ASSET.
      const code = field === 'DESCRIPTION' ? 'SHORT_DESCRIPTION_REQUIRED' : 'NOT_ENOUGH_HEADLINE_ASSET';
      e.add('asset_group_error', code, `One ${label(field)} must have at most ${rule.shortOne} characters`, path, field);
    }
  }
}

/** A campaign's asset groups after the request: at most 100, and a Performance Max campaign created here gets at least one. */
export function checkGroupsPerCampaign(e: OperationErrors, state: RequestState, campaign: string, creatingCampaign: boolean): void {
  const n = state.live('asset_group').filter(([, g]) => g.campaign === campaign).length;
  if (n > GROUPS_PER_CAMPAIGN.max) e.add('resource_count_limit_exceeded_error', 'RESOURCE_LIMIT', `A campaign has at most ${GROUPS_PER_CAMPAIGN.max} asset groups (would have ${n})`, ['campaign'], n);
  if (creatingCampaign && n < GROUPS_PER_CAMPAIGN.min) e.add('collection_size_error', 'TOO_FEW', 'A Performance Max campaign is created with at least one asset group in the same request', [], n);
}
