import type { RequestState } from './context';
import type { Data, OperationErrors } from './errors';

/** One cent: budgets are whole multiples of the currency's minimum unit. */
export const MINIMUM_UNIT_MICROS = 10_000;
/** The sandbox's minimum daily budget: 1.00 of the account's currency. */
export const MINIMUM_DAILY_MICROS = 1_000_000;
/** The sandbox's maximum daily budget: 1,000,000.00. */
export const MAXIMUM_DAILY_MICROS = 1_000_000 * 1_000_000;

/**
 * A CampaignBudget (reference §1, §4): amount_micros a positive whole number of cents between
 * 1.00 and 1,000,000.00 a day (CampaignBudgetError), period DAILY, delivery STANDARD, and the
 * sharing rules (an explicitly shared budget stays shared and serves no Performance Max campaign).
 */
export function checkBudget(e: OperationErrors, data: Data, given: Data, current: Data | undefined): void {
  const creating = !current;
  if (creating || 'amount_micros' in given) checkAmount(e, data.amount_micros);
  // CUSTOM_PERIOD (total budgets) is not offered by the sandbox.
  if ((creating || 'period' in given) && data.period !== undefined && data.period !== 'DAILY') {
    e.add('campaign_budget_error', 'INVALID_PERIOD', 'The sandbox takes daily budgets only (period DAILY)', ['period'], String(data.period));
  }
  if ((creating || 'delivery_method' in given) && data.delivery_method !== undefined && data.delivery_method !== 'STANDARD') {
    e.add('campaign_budget_error', 'CANNOT_USE_ACCELERATED_DELIVERY_MODE', 'Budgets are delivered STANDARD', ['delivery_method'], String(data.delivery_method));
  }
  if (current && 'explicitly_shared' in given && Boolean(given.explicitly_shared) !== Boolean(current.explicitly_shared)) {
    if (given.explicitly_shared) e.add('campaign_budget_error', 'CANNOT_UPDATE_CAMPAIGN_BUDGET_TO_EXPLICITLY_SHARED', 'A campaign’s own budget cannot become shared', ['explicitly_shared']);
    else e.add('campaign_budget_error', 'CANNOT_UPDATE_CAMPAIGN_BUDGET_TO_IMPLICITLY_SHARED', 'A shared budget cannot become a campaign’s own', ['explicitly_shared']);
  }
}

export function checkAmount(e: OperationErrors, micros: unknown): void {
  const at = ['amount_micros'];
  if (micros === undefined || micros === null) e.add('field_error', 'REQUIRED', 'The daily budget (amount_micros) is required', at);
  else if (typeof micros !== 'number' || !Number.isInteger(micros)) e.add('field_error', 'INVALID_VALUE', 'amount_micros is a whole number of micros', at, String(micros));
  else if (micros < 0) e.add('campaign_budget_error', 'NEGATIVE_MONEY_AMOUNT', 'The daily budget cannot be negative', at, micros);
  else if (micros % MINIMUM_UNIT_MICROS !== 0) e.add('campaign_budget_error', 'NON_MULTIPLE_OF_MINIMUM_CURRENCY_UNIT', 'Budgets are whole cents (multiples of 10,000 micros)', at, micros);
  else if (micros === 0) e.add('campaign_budget_error', 'MONEY_AMOUNT_LESS_THAN_CURRENCY_MINIMUM_CPC', 'The daily budget cannot be zero', at, micros);
  else if (micros < MINIMUM_DAILY_MICROS) e.add('campaign_budget_error', 'BUDGET_BELOW_PER_DAY_MINIMUM', `The daily budget ${(micros / 1e6).toFixed(2)} is below the minimum of 1.00`, at, micros);
  else if (micros > MAXIMUM_DAILY_MICROS) e.add('campaign_budget_error', 'MONEY_AMOUNT_TOO_LARGE', 'The daily budget is above the maximum of 1,000,000.00', at, micros);
}

/**
 * A campaign's budget as the request leaves it: a Performance Max campaign cannot use an
 * explicitly shared budget (CAMPAIGN_BUDGET_CANNOT_BE_SHARED), and a budget that is not shared
 * serves one campaign only.
 */
export function checkCampaignBudgetUse(e: OperationErrors, state: RequestState, campaign: string, data: Data): void {
  const budget = state.get(data.campaign_budget);
  if (!budget || budget.entity !== 'campaign_budget') return;
  if (data.advertising_channel_type === 'PERFORMANCE_MAX' && budget.data.explicitly_shared === true) {
    e.add('campaign_budget_error', 'CAMPAIGN_BUDGET_CANNOT_BE_SHARED', 'A Performance Max campaign needs a budget of its own (not shared)', ['campaign_budget'], String(data.campaign_budget));
  }
  if (budget.data.explicitly_shared !== true) {
    const others = state.live('campaign').filter(([name, c]) => name !== campaign && c.campaign_budget === data.campaign_budget);
    if (others.length > 0) e.add('campaign_budget_error', 'CANNOT_USE_IMPLICITLY_SHARED_CAMPAIGN_BUDGET_WITH_MULTIPLE_CAMPAIGNS', 'This budget already serves another campaign and is not shared', ['campaign_budget'], String(data.campaign_budget));
  }
}

/** Removing a budget that a live campaign still uses: CAMPAIGN_BUDGET_IN_USE. */
export function checkBudgetRemoval(e: OperationErrors, state: RequestState, budget: string): void {
  if (state.live('campaign').some(([, c]) => c.campaign_budget === budget)) {
    e.add('campaign_budget_error', 'CAMPAIGN_BUDGET_IN_USE', 'A campaign still uses this budget', ['resource_name'], budget);
  }
}
