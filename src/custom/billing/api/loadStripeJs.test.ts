import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadStripeJs } from './loadStripeJs';

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));
const mockedLoadStripe = vi.mocked(loadStripe);
const fakeStripe = { elements: () => undefined } as unknown as Stripe;

afterEach(() => {
  mockedLoadStripe.mockReset();
  vi.useRealTimers();
});

describe('loadStripeJs', () => {
  it('loads Stripe.js once per key and language, localised', async () => {
    mockedLoadStripe.mockResolvedValue(fakeStripe);
    await expect(loadStripeJs('pk_test_a', 'es')).resolves.toBe(fakeStripe);
    await expect(loadStripeJs('pk_test_a', 'es')).resolves.toBe(fakeStripe);
    await loadStripeJs('pk_test_a', 'en');
    expect(mockedLoadStripe.mock.calls).toEqual([['pk_test_a', { locale: 'es' }], ['pk_test_a', { locale: 'en' }]]);
  });

  it('rejects when the script cannot load, and tries again on the next call', async () => {
    mockedLoadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(fakeStripe);
    await expect(loadStripeJs('pk_test_b', 'es')).rejects.toThrow('Failed to load Stripe.js');
    await expect(loadStripeJs('pk_test_b', 'es')).resolves.toBe(fakeStripe);
  });

  it('rejects when there is no Stripe (loadStripe answers null)', async () => {
    mockedLoadStripe.mockResolvedValue(null);
    await expect(loadStripeJs('pk_test_c', 'es')).rejects.toThrow('Stripe.js is not available');
  });

  it('gives up on a script that never answers (stalled network) rather than spinning forever', async () => {
    vi.useFakeTimers();
    mockedLoadStripe.mockReturnValue(new Promise(() => undefined));
    const loading = expect(loadStripeJs('pk_test_d', 'es')).rejects.toThrow('Stripe.js did not load in time');
    await vi.advanceTimersByTimeAsync(30_000);
    await loading;
  });

  it('importing the pure entry adds no script: only loadStripe reaches js.stripe.com', async () => {
    await vi.importActual('@stripe/stripe-js/pure');
    expect(document.querySelector('script[src*="stripe.com"]')).toBeNull();
  });
});
