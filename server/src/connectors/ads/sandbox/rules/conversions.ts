import type { ConversionActionType } from '../../googleAds.types';
import { nameKey } from './campaigns';
import type { RequestState } from './context';
import { checkEnum, obj, type Data, type OperationErrors } from './errors';
import { checkText } from './text';

export const CONVERSION_TYPES = ['WEBPAGE', 'UPLOAD_CLICKS', 'AD_CALL', 'UPLOAD_CALLS'] as const satisfies readonly ConversionActionType[];
const STATUSES = ['ENABLED', 'HIDDEN', 'REMOVED'] as const;
const CATEGORIES = ['DEFAULT', 'PURCHASE', 'SIGNUP', 'LEAD', 'PAGE_VIEW', 'CONTACT', 'SUBMIT_LEAD_FORM', 'BOOK_APPOINTMENT', 'PHONE_CALL_LEAD'] as const;
const COUNTING = ['ONE_PER_CLICK', 'MANY_PER_CLICK'] as const;
export const CONVERSION_NAME_LENGTH = 100;

/**
 * A ConversionAction (reference §9): a name of at most 100 characters unique among the account's
 * live actions (ConversionActionError DUPLICATE_NAME), a type (immutable, checked with the other
 * immutable fields), known category and counting, a default value that is not negative.
 */
export function checkConversionAction(e: OperationErrors, state: RequestState, self: string, data: Data, given: Data, current: Data | undefined): void {
  const creating = !current;
  if (creating || 'name' in given) {
    if (checkText(e, data.name, { max: CONVERSION_NAME_LENGTH }, ['name'], 'The conversion action name')) {
      const clash = state.live('conversion_action').some(([other, c]) => other !== self && nameKey(c.name) === nameKey(data.name));
      if (clash) e.add('conversion_action_error', 'DUPLICATE_NAME', `Another conversion action is called “${String(data.name)}”`, ['name'], String(data.name));
    }
  }
  if (creating) checkEnum(e, data.type, CONVERSION_TYPES, ['type'], 'The conversion type', true);
  if ('status' in given) checkEnum(e, given.status, STATUSES, ['status'], 'The status');
  if ('category' in given) checkEnum(e, given.category, CATEGORIES, ['category'], 'The category');
  if ('counting_type' in given) checkEnum(e, given.counting_type, COUNTING, ['counting_type'], 'The counting');
  const value = obj(given.value_settings);
  if (value) {
    const v = value.default_value;
    if (v !== undefined && (typeof v !== 'number' || Number.isNaN(v))) e.add('field_error', 'INVALID_VALUE', 'The default value is a number', ['value_settings', 'default_value'], String(v));
    else if (typeof v === 'number' && v < 0) e.add('range_error', 'TOO_LOW', 'The default value cannot be negative', ['value_settings', 'default_value'], String(v));
    const currency = value.default_currency_code;
    if (currency !== undefined && (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))) {
      e.add('currency_code_error', 'UNSUPPORTED', 'Use a three-letter currency code (EUR, USD…)', ['value_settings', 'default_currency_code'], String(currency));
    }
  }
}
