import { describe, expect, it } from 'vitest';
import { providerOf } from './integrations.service';

describe('providerOf', () => {
  it("names where each kind connects from its connector: the sandbox, off, or the vendor whatever the vendor's own name", () => {
    const connectors = { social: { provider: 'graph' }, scheduling: { provider: 'off' }, mailbox: { provider: 'sandbox' } } as never;
    expect([providerOf(connectors, 'facebook'), providerOf(connectors, 'calendly'), providerOf(connectors, 'gmail')]).toEqual(['vendor', 'off', 'sandbox']);
  });
});
