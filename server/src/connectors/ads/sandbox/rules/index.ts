import type { AdsEntity, GoogleAdsError, MutateOperation } from '../../googleAds.types';
import { COLLECTIONS, HAS_STATUS } from '../resourceNames';
import { checkAsset } from './assets';
import { checkAssetGroup, checkAssetGroupAsset, checkGroupComplete, checkGroupsPerCampaign } from './assetGroups';
import { checkAssetLink } from './assetLinks';
import { checkBudget, checkBudgetRemoval } from './budgets';
import { checkAdGroup, checkBid, checkCampaign } from './campaigns';
import { RequestState, entityOfName, isTemporaryName, type ExistingLookup, type ValidateOptions } from './context';
import { checkConversionAction } from './conversions';
import { checkBidModifier, checkCampaignCriterion, criterionKind } from './criteria';
import { checkEnum, obj, OperationErrors, type Data } from './errors';
import { checkDuplicateKeyword, checkKeyword } from './keywords';
import { checkResponsiveSearchAd } from './responsiveSearchAd';

export type { ExistingLookup, ValidateOptions } from './context';
export { imageSize, type ImageSize } from './imageSize';
export { policyTopics, type PolicyTopic } from './policy';
export { adTextLength } from './text';

/** Fields an update cannot change (FieldError IMMUTABLE_FIELD). */
export const IMMUTABLE_FIELDS: Record<AdsEntity, readonly string[]> = {
  campaign_budget: [],
  campaign: ['advertising_channel_type'],
  ad_group: ['campaign'],
  ad_group_criterion: ['ad_group', 'keyword'],
  // The ad itself stays changeable in the sandbox (the product changes final URLs and texts in place).
  ad_group_ad: ['ad_group'],
  campaign_criterion: ['campaign', 'negative', 'keyword', 'location', 'proximity', 'language', 'ad_schedule', 'device'],
  asset: ['type'],
  campaign_asset: ['campaign', 'asset', 'field_type'],
  customer_asset: ['asset', 'field_type'],
  asset_group: ['campaign'],
  asset_group_asset: ['asset_group', 'asset', 'field_type'],
  conversion_action: ['type'],
};

/** References to other resources, each to be resolved (stored, or created earlier in the request). */
const REFERENCES: Record<AdsEntity, readonly [string, AdsEntity][]> = {
  campaign_budget: [],
  campaign: [['campaign_budget', 'campaign_budget']],
  ad_group: [['campaign', 'campaign']],
  ad_group_criterion: [['ad_group', 'ad_group']],
  ad_group_ad: [['ad_group', 'ad_group']],
  campaign_criterion: [['campaign', 'campaign']],
  asset: [],
  campaign_asset: [['campaign', 'campaign'], ['asset', 'asset']],
  customer_asset: [['asset', 'asset']],
  asset_group: [['campaign', 'campaign']],
  asset_group_asset: [['asset_group', 'asset_group'], ['asset', 'asset']],
  conversion_action: [],
};

/** Services without a remove operation (AssetOperation has create and update only). */
const NO_REMOVE = new Set<AdsEntity>(['asset']);
const STATUSES = ['ENABLED', 'PAUSED', 'REMOVED'] as const;
const entityLabel = (entity: string) => entity.replace(/_/g, ' ');

/** Changing a status to REMOVED by update: the entity's own error where the API has one. */
const REMOVE_BY_UPDATE: Partial<Record<AdsEntity, [string, string]>> = {
  campaign: ['campaign_error', 'INVALID_STATUS_CHANGE'],
  ad_group: ['ad_group_error', 'INVALID_STATUS'],
  campaign_asset: ['asset_link_error', 'INVALID_STATUS'],
  customer_asset: ['asset_link_error', 'INVALID_STATUS'],
  asset_group_asset: ['asset_link_error', 'INVALID_STATUS'],
};

type Where = { index: number; kind: 'create' | 'update' | 'remove'; path: string[]; own: boolean };

/**
 * GoogleAdsService.Mutate's checks in the sandbox (reference/google-ads.md): every error of the
 * whole request, each located on its operation and field as GoogleAdsFailure does; the store
 * applies the request only when this is empty (nothing is applied when any operation fails).
 *
 * `existing` reads the account's stored resources by name (and, through `existing.all` or
 * `options.resources`, lists them for the uniqueness rules); creates may use temporary names
 * (negative ids, `customers/X/campaigns/-1`) that later operations of the request refer to.
 * `options.assetGroupLinks` may give an asset group's stored links directly.
 */
export function validateMutate(
  customerId: string, operations: MutateOperation[], existing: ExistingLookup, options: ValidateOptions = {},
): GoogleAdsError[] {
  const state = new RequestState(customerId, existing, options);
  const errors: GoogleAdsError[] = [];
  const groups = new Map<string, Where>();
  const campaigns = new Map<string, Where & { creating: boolean }>();
  const tempIds = new Set<string>();

  operations.forEach((op, index) => {
    const kind = op.operation === 'create' || op.operation === 'update' || op.operation === 'remove' ? op.operation : 'create';
    const e = new OperationErrors(index, kind);
    run(e, op, index);
    errors.push(...e.errors);
  });

  function run(e: OperationErrors, op: MutateOperation, index: number): void {
    const entity = op.entity;
    if (!(entity in COLLECTIONS) || !['create', 'update', 'remove'].includes(op.operation)) {
      e.add('request_error', 'OPERATION_REQUIRED', `Unknown operation ${String(op.operation)} on ${String(entity)}`, []);
      return;
    }
    const given: Data = obj(op.resource) ?? {};
    const name = resourceName(e, op, given, index);
    if (name === null) return;

    if (op.operation === 'remove') {
      remove(e, entity, name, index);
      return;
    }
    const current = op.operation === 'update' ? updatable(e, entity, name) : undefined;
    if (op.operation === 'update' && !current) return;

    if (current) {
      for (const field of IMMUTABLE_FIELDS[entity]) {
        if (field in given && JSON.stringify(given[field]) !== JSON.stringify(current[field])) {
          e.add('field_error', 'IMMUTABLE_FIELD', `The ${entityLabel(field)} of a ${entityLabel(entity)} cannot change`, [field], typeof given[field] === 'string' ? given[field] : undefined);
        }
      }
    }
    if (HAS_STATUS.has(entity) && entity !== 'conversion_action' && 'status' in given) {
      if (given.status === 'REMOVED') {
        if (!current) e.add('operation_access_denied_error', 'CREATE_AS_REMOVED_NOT_PERMITTED', 'A new resource cannot be REMOVED (remove it with a remove operation)', ['status']);
        else {
          const [family, code] = REMOVE_BY_UPDATE[entity] ?? ['field_error', 'INVALID_VALUE'];
          e.add(family, code, 'Status REMOVED is set by a remove operation, not an update', ['status']);
        }
      } else checkEnum(e, given.status, STATUSES, ['status'], 'The status');
    }
    if (entity === 'conversion_action' && !current && given.status === 'REMOVED') {
      e.add('operation_access_denied_error', 'CREATE_AS_REMOVED_NOT_PERMITTED', 'A new conversion action cannot be REMOVED', ['status']);
    }
    for (const [field, target] of REFERENCES[entity]) {
      if (current && !(field in given)) continue;
      if (current && IMMUTABLE_FIELDS[entity].includes(field)) continue;
      reference(e, entity, field, given[field], target);
    }

    // An update's immutable fields stay as they are (their change is already refused).
    const kept = current ? Object.fromEntries(IMMUTABLE_FIELDS[entity].filter((f) => f in current).map((f) => [f, current[f]])) : {};
    const data: Data = { ...(current ?? {}), ...given, ...kept, resource_name: name };
    check(e, entity, name, data, given, current, index);
    state.set(name, { entity, data, stored: !!current && !state.createdHere(name) });
  }

  /** The operation's resource name: well formed, of this account and entity; a create's a new temporary id. */
  function resourceName(e: OperationErrors, op: MutateOperation, given: Data, index: number): string | null {
    const raw = given.resource_name;
    if (raw === undefined || raw === '') {
      if (op.operation === 'create') return `customers/${customerId}/${COLLECTIONS[op.entity]}/~${index}`;
      e.add('request_error', 'RESOURCE_NAME_MISSING', `A ${op.operation} names the resource (resource_name)`, ['resource_name']);
      return null;
    }
    const name = String(raw);
    const m = /^customers\/(\d+)\/([A-Za-z]+)\/[^/]+$/.exec(name);
    if (!m || entityOfName(name) !== op.entity) {
      e.add('request_error', 'RESOURCE_NAME_MALFORMED', `“${name}” is not a ${entityLabel(op.entity)} resource name (customers/{id}/${COLLECTIONS[op.entity]}/{id})`, ['resource_name'], name);
      return null;
    }
    if (m[1] !== customerId) {
      e.add('request_error', 'RESOURCE_NAME_MALFORMED', `“${name}” belongs to another account than ${customerId}`, ['resource_name'], name);
      return null;
    }
    if (op.operation === 'create') {
      if (!isTemporaryName(name)) e.add('new_resource_creation_error', 'CANNOT_SET_ID_FOR_CREATE', `A create names its resource with a temporary (negative) id, not “${name}”`, ['resource_name'], name);
      else if (tempIds.has(name)) e.add('new_resource_creation_error', 'DUPLICATE_TEMP_IDS', `The temporary id “${name}” is used by two creates`, ['resource_name'], name);
      tempIds.add(name);
    }
    return name;
  }

  function remove(e: OperationErrors, entity: AdsEntity, name: string, index: number): void {
    if (NO_REMOVE.has(entity)) {
      e.add('mutate_error', 'MUTATE_NOT_ALLOWED', `A ${entityLabel(entity)} cannot be removed (unlink it instead)`, ['resource_name'], name);
      return;
    }
    const target = state.get(name);
    if (!target) {
      e.add('mutate_error', 'RESOURCE_NOT_FOUND', `There is no ${entityLabel(entity)} “${name}” to remove`, ['resource_name'], name);
      return;
    }
    if (target.data.status === 'REMOVED') {
      e.add('operation_access_denied_error', 'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE', `The ${entityLabel(entity)} “${name}” is already removed`, ['resource_name'], name);
      return;
    }
    state.remove(name, HAS_STATUS.has(entity));
    if (entity === 'campaign_budget') checkBudgetRemoval(e, state, name);
    if (entity === 'asset_group_asset' && typeof target.data.asset_group === 'string') touchGroup(target.data.asset_group, { index, kind: 'remove', path: [], own: false });
  }

  /** The resource an update changes: known, of this entity, not removed. */
  function updatable(e: OperationErrors, entity: AdsEntity, name: string): Data | undefined {
    const target = state.get(name);
    if (!target) {
      e.add('mutate_error', 'RESOURCE_NOT_FOUND', `There is no ${entityLabel(entity)} “${name}” to change`, ['resource_name'], name);
      return undefined;
    }
    if (target.data.status === 'REMOVED') {
      if (entity === 'ad_group_ad') e.add('ad_group_ad_error', 'CANNOT_OPERATE_ON_REMOVED_ADGROUPAD', 'A removed ad cannot change', ['resource_name'], name);
      else e.add('operation_access_denied_error', 'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE', `The ${entityLabel(entity)} “${name}” was removed and cannot change`, ['resource_name'], name);
      return undefined;
    }
    return target.data;
  }

  /** A reference to another resource: given, existing now (or created earlier in the request), of the right entity, live. */
  function reference(e: OperationErrors, entity: AdsEntity, field: string, value: unknown, target: AdsEntity): void {
    if (value === undefined || value === null || value === '') {
      e.add('field_error', 'REQUIRED', `A ${entityLabel(entity)} needs its ${entityLabel(field)}`, [field]);
      return;
    }
    const found = state.get(value);
    if (!found || found.entity !== target) {
      e.add('mutate_error', 'RESOURCE_NOT_FOUND', `${entityLabel(field)} “${String(value)}” names no ${entityLabel(target)} of this account${typeof value === 'string' && isTemporaryName(value) ? ' created earlier in the request' : ''}`, [field], String(value));
      return;
    }
    // A removed campaign under an asset group has AssetGroupError's own name (assetGroups.ts).
    if (found.data.status === 'REMOVED' && !(entity === 'asset_group' && target === 'campaign')) {
      e.add('operation_access_denied_error', 'OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE', `The ${entityLabel(target)} “${String(value)}” was removed`, [field], String(value));
    }
  }

  function touchGroup(group: string, where: Where): void {
    const before = groups.get(group);
    if (!before || (where.own && !before.own)) groups.set(group, where);
  }

  function check(e: OperationErrors, entity: AdsEntity, name: string, data: Data, given: Data, current: Data | undefined, index: number): void {
    const creating = !current;
    const kind = creating ? 'create' : 'update';
    switch (entity) {
      case 'campaign_budget':
        checkBudget(e, data, given, current);
        return;
      case 'campaign':
        checkCampaign(e, state, name, data, given, current);
        if (creating && data.advertising_channel_type === 'PERFORMANCE_MAX') campaigns.set(name, { index, kind, path: [], own: true, creating: true });
        return;
      case 'ad_group':
        checkAdGroup(e, state, name, data, given, current);
        return;
      case 'ad_group_criterion':
        if (creating) {
          if (data.keyword === undefined) e.add('criterion_error', 'CONCRETE_TYPE_REQUIRED', 'An ad group criterion of the sandbox is a keyword', ['keyword']);
          else {
            checkKeyword(e, data.keyword);
            checkDuplicateKeyword(e, state, 'ad_group_criterion', name, data);
          }
        }
        if ('cpc_bid_micros' in given) checkBid(e, given.cpc_bid_micros, ['cpc_bid_micros']);
        return;
      case 'ad_group_ad':
        if (creating || 'ad' in given) checkResponsiveSearchAd(e, data.ad);
        return;
      case 'campaign_criterion':
        if (creating) checkCampaignCriterion(e, state, name, data);
        else {
          if (current?.negative === true) e.add('campaign_criterion_error', 'CANNOT_UPDATE_NEGATIVE_CRITERION', 'An exclusion cannot change (remove it and add another)', ['negative']);
          else if ('bid_modifier' in given) checkBidModifier(e, data, criterionKind(data));
        }
        return;
      case 'asset':
        checkAsset(e, data, creating);
        return;
      case 'campaign_asset':
      case 'customer_asset':
        if (creating) checkAssetLink(e, state, entity, name, data);
        return;
      case 'asset_group': {
        checkAssetGroup(e, state, name, data, given, current);
        touchGroup(name, { index, kind, path: [], own: true });
        const campaign = String(data.campaign ?? '');
        if (creating && !campaigns.get(campaign)?.creating) campaigns.set(campaign, { index, kind, path: ['campaign'], own: true, creating: false });
        return;
      }
      case 'asset_group_asset':
        if (creating) checkAssetGroupAsset(e, state, name, data);
        if (typeof data.asset_group === 'string') touchGroup(data.asset_group, { index, kind, path: ['asset_group'], own: false });
        return;
      case 'conversion_action':
        checkConversionAction(e, state, name, data, given, current);
        return;
    }
  }

  // The request as a whole: every asset group it touches, complete; asset groups per campaign.
  for (const [group, where] of groups) {
    const g = state.get(group);
    if (!g || g.entity !== 'asset_group' || g.data.status === 'REMOVED') continue;
    const e = new OperationErrors(where.index, where.kind);
    checkGroupComplete(e, state, group, where.path);
    errors.push(...e.errors);
  }
  for (const [campaign, where] of campaigns) {
    const e = new OperationErrors(where.index, where.kind);
    checkGroupsPerCampaign(e, state, campaign, where.creating);
    errors.push(...e.errors);
  }
  const opIndex = (err: GoogleAdsError) => err.location?.field_path_elements[0]?.index ?? 0;
  return errors.map((err, i) => [err, i] as const).sort((a, b) => opIndex(a[0]) - opIndex(b[0]) || a[1] - b[1]).map(([err]) => err);
}
