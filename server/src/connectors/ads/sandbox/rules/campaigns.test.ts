import { describe, expect, it } from 'vitest';
import type { MutateOperation } from '../../googleAds.types';
import { baseAccount, codes, P, summary } from './testKit';

const budget = (amount_micros: number, extra: Record<string, unknown> = {}): MutateOperation => ({ entity: 'campaign_budget', operation: 'create', resource: { resource_name: `${P}/campaignBudgets/-1`, amount_micros, period: 'DAILY', delivery_method: 'STANDARD', explicitly_shared: false, ...extra } });
const campaign = (extra: Record<string, unknown> = {}): MutateOperation => ({ entity: 'campaign', operation: 'create', resource: { resource_name: `${P}/campaigns/-2`, name: 'Nueva', status: 'PAUSED', advertising_channel_type: 'SEARCH', campaign_budget: `${P}/campaignBudgets/-1`, bidding: { target_spend: {} }, start_date: '2026-06-01', ...extra } });
const conversion = (extra: Record<string, unknown> = {}): MutateOperation => ({ entity: 'conversion_action', operation: 'create', resource: { resource_name: `${P}/conversionActions/-3`, name: 'Compra', type: 'WEBPAGE', status: 'ENABLED', category: 'PURCHASE', counting_type: 'ONE_PER_CLICK', value_settings: { default_value: 10, always_use_default_value: false }, include_in_conversions_metric: true, ...extra } });

describe('budgets', () => {
  it('takes whole cents from 1.00 to 1,000,000.00 a day', () => {
    expect(codes([budget(1_000_000)])).toEqual([]);
    expect(codes([budget(1_000_000 * 1_000_000)])).toEqual([]);
    expect(summary([budget(990_000)])).toEqual(['campaign_budget_error.BUDGET_BELOW_PER_DAY_MINIMUM @ operations[0].create.amount_micros']);
    expect(codes([budget(1_000_001)])).toEqual(['NON_MULTIPLE_OF_MINIMUM_CURRENCY_UNIT']);
    expect(codes([budget(1_000_000 * 1_000_000 + 10_000)])).toEqual(['MONEY_AMOUNT_TOO_LARGE']);
    expect(codes([budget(-10_000)])).toEqual(['NEGATIVE_MONEY_AMOUNT']);
    expect(codes([budget(0)])).toEqual(['MONEY_AMOUNT_LESS_THAN_CURRENCY_MINIMUM_CPC']);
  });

  it('is daily and standard, and a Performance Max campaign’s is not shared', () => {
    expect(codes([budget(5_000_000, { period: 'CUSTOM_PERIOD' })])).toEqual(['INVALID_PERIOD']);
    expect(codes([budget(5_000_000, { delivery_method: 'ACCELERATED' })])).toEqual(['CANNOT_USE_ACCELERATED_DELIVERY_MODE']);
    expect(summary([budget(5_000_000, { explicitly_shared: true }), campaign({ advertising_channel_type: 'PERFORMANCE_MAX' })]).slice(0, 1)).toEqual(['campaign_budget_error.CAMPAIGN_BUDGET_CANNOT_BE_SHARED @ operations[1].create.campaign_budget']);
    expect(codes([budget(5_000_000, { explicitly_shared: true }), campaign()])).toEqual([]);
  });

  it('changes its amount, is not used by two campaigns unless shared, and is not removed while used', () => {
    expect(codes([{ entity: 'campaign_budget', operation: 'update', resource: { resource_name: `${P}/campaignBudgets/1`, amount_micros: 35_500_000 } }])).toEqual([]);
    expect(codes([{ entity: 'campaign_budget', operation: 'update', resource: { resource_name: `${P}/campaignBudgets/1`, amount_micros: 500_000 } }])).toEqual(['BUDGET_BELOW_PER_DAY_MINIMUM']);
    expect(codes([{ entity: 'campaign_budget', operation: 'update', resource: { resource_name: `${P}/campaignBudgets/1`, explicitly_shared: true } }])).toEqual(['CANNOT_UPDATE_CAMPAIGN_BUDGET_TO_EXPLICITLY_SHARED']);
    expect(codes([campaign({ campaign_budget: `${P}/campaignBudgets/1` })])).toEqual(['CANNOT_USE_IMPLICITLY_SHARED_CAMPAIGN_BUDGET_WITH_MULTIPLE_CAMPAIGNS']);
    expect(codes([{ entity: 'campaign_budget', operation: 'remove', resource: { resource_name: `${P}/campaignBudgets/1` } }])).toEqual(['CAMPAIGN_BUDGET_IN_USE']);
    expect(codes([{ entity: 'campaign', operation: 'remove', resource: { resource_name: `${P}/campaigns/2` } }, { entity: 'campaign_budget', operation: 'remove', resource: { resource_name: `${P}/campaignBudgets/1` } }])).toEqual([]);
  });
});

describe('campaigns', () => {
  it('needs a name of up to 255 characters unique among live campaigns', () => {
    expect(codes([budget(5_000_000), campaign({ name: 'n'.repeat(255) })])).toEqual([]);
    expect(summary([budget(5_000_000), campaign({ name: 'n'.repeat(256) })])).toEqual(['string_length_error.TOO_LONG @ operations[1].create.name']);
    expect(summary([budget(5_000_000), campaign({ name: undefined })])).toEqual(['field_error.REQUIRED @ operations[1].create.name']);
    expect(summary([budget(5_000_000), campaign({ name: ' existing ' })])).toEqual(['campaign_error.DUPLICATE_CAMPAIGN_NAME @ operations[1].create.name']);
    const removed = baseAccount();
    removed[`${P}/campaigns/2`].status = 'REMOVED';
    expect(codes([budget(5_000_000), campaign({ name: 'Existing' })], removed)).toEqual([]);
    // Renaming the stored one in the same request frees its name.
    expect(codes([{ entity: 'campaign', operation: 'update', resource: { resource_name: `${P}/campaigns/2`, name: 'Vieja' } }, budget(5_000_000), campaign({ name: 'Existing' })])).toEqual([]);
  });

  it('needs a channel type that never changes, a budget, one bidding strategy and ordered dates', () => {
    expect(summary([budget(5_000_000), campaign({ advertising_channel_type: undefined })])).toEqual(['field_error.REQUIRED @ operations[1].create.advertising_channel_type']);
    expect(summary([{ entity: 'campaign', operation: 'update', resource: { resource_name: `${P}/campaigns/2`, advertising_channel_type: 'PERFORMANCE_MAX' } }])).toEqual(['field_error.IMMUTABLE_FIELD @ operations[0].update.advertising_channel_type']);
    expect(summary([campaign({ campaign_budget: `${P}/campaignBudgets/-9` })])).toEqual(['mutate_error.RESOURCE_NOT_FOUND @ operations[0].create.campaign_budget']);
    expect(codes([budget(5_000_000), campaign({ bidding: { target_spend: {}, manual_cpc: {} } })])).toEqual(['INVALID_ANONYMOUS_BIDDING_STRATEGY_TYPE']);
    expect(codes([budget(5_000_000), campaign({ bidding: { maximize_conversions: { target_cpa_micros: -1 } } })])).toEqual(['TOO_LOW']);
    expect(summary([budget(5_000_000), campaign({ start_date: '2026-06-10', end_date: '2026-06-01' })])).toEqual(['date_range_error.START_DATE_AFTER_END_DATE @ operations[1].create.end_date']);
    expect(codes([budget(5_000_000), campaign({ start_date: '2026-06-31' })])).toEqual(['INVALID_FIELD_VALUES_IN_DATE']);
  });

  it('is not created REMOVED, nor set REMOVED by an update, nor changed once removed', () => {
    expect(summary([budget(5_000_000), campaign({ status: 'REMOVED' })])).toEqual(['operation_access_denied_error.CREATE_AS_REMOVED_NOT_PERMITTED @ operations[1].create.status']);
    expect(codes([{ entity: 'campaign', operation: 'update', resource: { resource_name: `${P}/campaigns/2`, status: 'REMOVED' } }])).toEqual(['INVALID_STATUS_CHANGE']);
    const removed = baseAccount();
    removed[`${P}/campaigns/2`].status = 'REMOVED';
    expect(summary([{ entity: 'campaign', operation: 'update', resource: { resource_name: `${P}/campaigns/2`, status: 'ENABLED' } }], removed)).toEqual(['operation_access_denied_error.OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE @ operations[0].update.resource_name']);
    expect(codes([{ entity: 'campaign', operation: 'remove', resource: { resource_name: `${P}/campaigns/2` } }], removed)).toEqual(['OPERATION_NOT_PERMITTED_FOR_REMOVED_RESOURCE']);
    expect(codes([{ entity: 'campaign', operation: 'update', resource: { resource_name: `${P}/campaigns/2`, status: 'PAUSED', name: 'Renombrada' } }])).toEqual([]);
  });
});

describe('ad groups', () => {
  const adGroup = (extra: Record<string, unknown> = {}): MutateOperation => ({ entity: 'ad_group', operation: 'create', resource: { resource_name: `${P}/adGroups/-4`, campaign: `${P}/campaigns/2`, name: 'Nuevo grupo', status: 'ENABLED', ...extra } });
  it('needs a name unique in its Search campaign', () => {
    expect(codes([adGroup()])).toEqual([]);
    expect(summary([adGroup({ name: '' })])).toEqual(['string_length_error.EMPTY @ operations[0].create.name']);
    expect(codes([adGroup({ name: 'group' })])).toEqual(['DUPLICATE_ADGROUP_NAME']);
    expect(summary([adGroup({ campaign: undefined })])).toEqual(['field_error.REQUIRED @ operations[0].create.campaign']);
    const pmax = baseAccount();
    pmax[`${P}/campaigns/2`].advertising_channel_type = 'PERFORMANCE_MAX';
    expect(summary([adGroup()], pmax)).toEqual(['ad_group_error.CANNOT_ADD_AD_GROUP_FOR_CAMPAIGN_TYPE @ operations[0].create.campaign']);
    expect(summary([{ entity: 'ad_group', operation: 'update', resource: { resource_name: `${P}/adGroups/3`, campaign: `${P}/campaigns/9` } }])).toEqual(['field_error.IMMUTABLE_FIELD @ operations[0].update.campaign']);
  });
});

describe('conversion actions', () => {
  it('needs a name of up to 100 characters unique among live actions', () => {
    expect(codes([conversion()])).toEqual([]);
    expect(summary([conversion({ name: 'n'.repeat(101) })])).toEqual(['string_length_error.TOO_LONG @ operations[0].create.name']);
    const stored = { ...baseAccount(), [`${P}/conversionActions/7`]: { resource_name: `${P}/conversionActions/7`, name: 'Compra', type: 'WEBPAGE', status: 'ENABLED' } };
    expect(summary([conversion()], stored)).toEqual(['conversion_action_error.DUPLICATE_NAME @ operations[0].create.name']);
    expect(codes([conversion()], { ...stored, [`${P}/conversionActions/7`]: { ...stored[`${P}/conversionActions/7`], status: 'REMOVED' } })).toEqual([]);
    expect(codes([conversion(), { ...conversion(), resource: { ...conversion().resource, resource_name: `${P}/conversionActions/-4` } } as MutateOperation])).toEqual(['DUPLICATE_NAME']);
  });

  it('keeps its type, and its default value is not negative', () => {
    const stored = { ...baseAccount(), [`${P}/conversionActions/7`]: { resource_name: `${P}/conversionActions/7`, name: 'Compra', type: 'WEBPAGE', status: 'ENABLED' } };
    expect(summary([{ entity: 'conversion_action', operation: 'update', resource: { resource_name: `${P}/conversionActions/7`, type: 'UPLOAD_CLICKS' } }], stored)).toEqual(['field_error.IMMUTABLE_FIELD @ operations[0].update.type']);
    expect(codes([{ entity: 'conversion_action', operation: 'update', resource: { resource_name: `${P}/conversionActions/7`, name: 'Compra online' } }], stored)).toEqual([]);
    expect(summary([conversion({ value_settings: { default_value: -1, always_use_default_value: false } })])).toEqual(['range_error.TOO_LOW @ operations[0].create.value_settings.default_value']);
    expect(codes([conversion({ type: 'STORE_VISITS' })])).toEqual(['INVALID_ENUM_VALUE']);
    expect(codes([conversion({ status: 'REMOVED' })])).toEqual(['CREATE_AS_REMOVED_NOT_PERMITTED']);
  });
});
