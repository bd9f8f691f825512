import type { ChannelType } from '../../googleAds.types';
import { checkCampaignBudgetUse } from './budgets';
import type { RequestState } from './context';
import { checkEnum, obj, type Data, type OperationErrors } from './errors';
import { checkDates, checkText } from './text';

export const CHANNEL_TYPES = ['SEARCH', 'PERFORMANCE_MAX'] as const satisfies readonly ChannelType[];
const BIDDING_KEYS = ['maximize_conversions', 'maximize_conversion_value', 'target_spend', 'manual_cpc'] as const;
export const NAME_LENGTH = 255;

/** Names compare as Google shows them: trimmed, any case, runs of spaces as one. */
export const nameKey = (name: unknown): string => String(name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A Campaign (reference §1): a name of at most 255 characters unique among the account's live
 * campaigns, a required channel type (immutable, checked with the other immutable fields), a
 * budget, one bidding strategy, yyyy-MM-dd dates in order.
 */
export function checkCampaign(e: OperationErrors, state: RequestState, self: string, data: Data, given: Data, current: Data | undefined): void {
  const creating = !current;
  if (creating || 'name' in given) {
    if (checkText(e, data.name, { max: NAME_LENGTH }, ['name'], 'The campaign name')) {
      const name = String(data.name);
      if ([...name].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)) e.add('campaign_error', 'INVALID_CAMPAIGN_NAME', 'A campaign name cannot hold line breaks or control characters', ['name'], name);
      else if (state.live('campaign').some(([other, c]) => other !== self && nameKey(c.name) === nameKey(name))) {
        e.add('campaign_error', 'DUPLICATE_CAMPAIGN_NAME', `Another campaign of this account is called “${name}”`, ['name'], name);
      }
    }
  }
  if (creating) {
    checkEnum(e, data.advertising_channel_type, CHANNEL_TYPES, ['advertising_channel_type'], 'The campaign type (advertising_channel_type)', true);
    if (data.bidding === undefined) e.add('field_error', 'REQUIRED', 'The campaign needs a bidding strategy', ['bidding']);
  }
  if ('bidding' in given && given.bidding !== undefined) checkBidding(e, given.bidding);
  if (creating || 'start_date' in given || 'end_date' in given) checkDates(e, data.start_date, data.end_date, ['start_date'], ['end_date']);
  if (creating || 'campaign_budget' in given) checkCampaignBudgetUse(e, state, self, data);
}

/** The bidding oneof: exactly one strategy, its targets positive (reference §1). */
function checkBidding(e: OperationErrors, value: unknown): void {
  const b = obj(value);
  const keys = b ? Object.keys(b) : [];
  const known = keys.filter((k) => (BIDDING_KEYS as readonly string[]).includes(k));
  if (!b || known.length !== 1 || keys.length !== 1) {
    e.add('bidding_error', 'INVALID_ANONYMOUS_BIDDING_STRATEGY_TYPE', `Set exactly one bidding strategy: ${BIDDING_KEYS.join(', ')}`, ['bidding'], keys.join(','));
    return;
  }
  const s = obj(b[known[0]]) ?? {};
  const positive = (field: string, label: string) => {
    const v = s[field];
    if (v === undefined || v === null) return;
    if (typeof v !== 'number' || !(v >= 0)) e.add('range_error', 'TOO_LOW', `${label} cannot be negative`, ['bidding', known[0], field], String(v));
  };
  positive('target_cpa_micros', 'The target cost per conversion');
  positive('target_roas', 'The target return on ad spend');
  positive('cpc_bid_ceiling_micros', 'The maximum cost per click');
}

/** An AdGroup (reference §1): a name unique in its campaign, under a SEARCH campaign, a bid in whole cents. */
export function checkAdGroup(e: OperationErrors, state: RequestState, self: string, data: Data, given: Data, current: Data | undefined): void {
  const creating = !current;
  if (creating || 'name' in given) {
    if (checkText(e, data.name, { max: NAME_LENGTH }, ['name'], 'The ad group name')) {
      const clash = state.live('ad_group').some(([other, g]) => other !== self && g.campaign === data.campaign && nameKey(g.name) === nameKey(data.name));
      if (clash) e.add('ad_group_error', 'DUPLICATE_ADGROUP_NAME', `Another ad group of this campaign is called “${String(data.name)}”`, ['name'], String(data.name));
    }
  }
  if (creating) {
    const campaign = state.get(data.campaign);
    if (campaign?.entity === 'campaign' && campaign.data.advertising_channel_type !== 'SEARCH') {
      e.add('ad_group_error', 'CANNOT_ADD_AD_GROUP_FOR_CAMPAIGN_TYPE', 'Ad groups belong to Search campaigns (Performance Max uses asset groups)', ['campaign'], String(data.campaign));
    }
  }
  if ('cpc_bid_micros' in given) checkBid(e, given.cpc_bid_micros, ['cpc_bid_micros']);
}

/** A bid in micros: whole cents (BID_TOO_MANY_FRACTIONAL_DIGITS), above zero (BID_TOO_SMALL). */
export function checkBid(e: OperationErrors, micros: unknown, path: string[]): void {
  if (micros === undefined || micros === null) return;
  if (typeof micros !== 'number' || !Number.isInteger(micros)) e.add('field_error', 'INVALID_VALUE', 'A bid is a whole number of micros', path, String(micros));
  else if (micros <= 0) e.add('bidding_error', 'BID_TOO_SMALL', 'A bid must be above zero', path, micros);
  else if (micros % 10_000 !== 0) e.add('bidding_error', 'BID_TOO_MANY_FRACTIONAL_DIGITS', 'Bids are whole cents (multiples of 10,000 micros)', path, micros);
}
