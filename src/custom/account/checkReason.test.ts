import { describe, expect, it } from 'vitest';
import { checkReason } from './checkReason';

describe('checkReason', () => {
  it('speaks of payment when the user was going to pay', () => {
    expect(checkReason('/es/payment/changeSubscription')).toBe('payment');
    expect(checkReason('/en/payment/method-payment?plan=standard')).toBe('payment');
  });
  it('speaks of campaigns for the campaign screens, and generally when opened directly', () => {
    expect(checkReason('/es/mycampaigns')).toBe('campaigns');
    expect(checkReason('/es/edit-campaign/42')).toBe('campaigns');
    expect(checkReason(undefined)).toBe('general');
  });
});
