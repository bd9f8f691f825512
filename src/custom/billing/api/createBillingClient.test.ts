import { describe, expect, it } from 'vitest';
import { createHandlerApi, type RecordedCall } from '../../../test/createHandlerApi';
import { createBillingClient } from './createBillingClient';

describe('createBillingClient', () => {
  it('asks for the card processor once, and again only after a failure', async () => {
    const calls: RecordedCall[] = [];
    let down = true;
    const api = createHandlerApi({
      'GET /payments/config': () => {
        if (down) throw new Error('offline');
        return { provider: 'sandbox', publishableKey: null };
      },
    }, calls);
    const client = createBillingClient({ api, getToken: () => null });
    await expect(client.paymentsConfig()).rejects.toThrow('offline');
    down = false;
    const [first, second] = await Promise.all([client.paymentsConfig(), client.paymentsConfig()]);
    expect(first).toEqual({ provider: 'sandbox', publishableKey: null });
    expect(second).toBe(first);
    expect(calls.filter((c) => c.call === 'GET /payments/config')).toHaveLength(2);
  });

  it('refuses a plan changeSubscriptionType does not accept before any request, in its preview too', async () => {
    const calls: RecordedCall[] = [];
    const client = createBillingClient({ api: createHandlerApi({}, calls), getToken: () => null });
    await expect(client.previewSubscriptionChange({ newSubscriptionType: 'freemium' })).rejects.toMatchObject({ status: 400, message: 'Invalid subscription type' });
    await expect(client.changeSubscriptionType({ userEmail: 'a@b.c', newSubscriptionType: 'gold' })).rejects.toMatchObject({ status: 400 });
    expect(calls).toEqual([]);
  });
});
