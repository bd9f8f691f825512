import type { AdsEntity } from '../../googleAds.types';
import type { RequestState } from './context';
import type { Data, OperationErrors } from './errors';

/** The seven asset kinds' field types (reference §5); each takes the asset type of the same name. */
export const EXTENSION_FIELD_TYPES = ['SITELINK', 'CALLOUT', 'STRUCTURED_SNIPPET', 'CALL', 'MOBILE_APP', 'PRICE', 'PROMOTION'] as const;

/**
 * A CampaignAsset or CustomerAsset link as created: one of the seven kinds' field types
 * (AssetLinkError UNSUPPORTED_FIELD_TYPE), the asset of that type (FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE),
 * not already linked there (MutateError RESOURCE_ALREADY_EXISTS). Performance Max's BUSINESS_NAME
 * and LOGO at campaign level (brand guidelines) are not modelled.
 */
export function checkAssetLink(e: OperationErrors, state: RequestState, entity: Extract<AdsEntity, 'campaign_asset' | 'customer_asset'>, self: string, data: Data): void {
  const field = data.field_type;
  if (field === undefined) {
    e.add('field_error', 'REQUIRED', 'The field type is required', ['field_type']);
    return;
  }
  if (!(EXTENSION_FIELD_TYPES as readonly unknown[]).includes(field)) {
    e.add('asset_link_error', 'UNSUPPORTED_FIELD_TYPE', `${String(field)} cannot be linked here (use ${EXTENSION_FIELD_TYPES.join(', ')})`, ['field_type'], String(field));
    return;
  }
  const asset = state.get(data.asset);
  if (asset?.entity === 'asset' && asset.data.type !== field) {
    e.add('asset_link_error', 'FIELD_TYPE_INCOMPATIBLE_WITH_ASSET_TYPE', `A ${String(field)} link needs a ${String(field)} asset, not ${String(asset.data.type)}`, ['field_type'], String(field));
  }
  const twice = state.live(entity).some(([other, l]) => other !== self && l.asset === data.asset && l.field_type === field && (entity === 'customer_asset' || l.campaign === data.campaign));
  if (twice) e.add('mutate_error', 'RESOURCE_ALREADY_EXISTS', `This asset is already linked as ${String(field)}`, ['asset'], String(data.asset));
}
