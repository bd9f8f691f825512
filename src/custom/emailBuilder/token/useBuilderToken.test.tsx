import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ServicesContext } from '../../../app/servicesContext';
import { createFakeServices } from '../../../test/createFakeServices';
import type { RecordedCall } from '../../../test/createHandlerApi';
import { useBuilderToken } from './useBuilderToken';

function setup(lifetimeMs: number) {
  const calls: RecordedCall[] = [];
  let issued = 0;
  const { services } = createFakeServices({
    user: { _id: 'u1', email: 'u1@example.com' }, calls,
    handlers: { 'POST /stripo/auth': () => ({ token: `tok${++issued}`, builder: 'mjml', expiresAt: new Date(Date.now() + lifetimeMs).toISOString() }) },
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}><ServicesContext.Provider value={services}>{children}</ServicesContext.Provider></QueryClientProvider>
  );
  return { ...renderHook(() => useBuilderToken(), { wrapper }), calls };
}

beforeEach(() => localStorage.clear());

describe('useBuilderToken', () => {
  it("asks for the signed-in user's token and names the editor it is for", async () => {
    const { result, calls } = setup(3_600_000);
    await waitFor(() => expect(result.current.token?.token).toBe('tok1'));
    expect(result.current.builder).toBe('mjml');
    expect(calls).toEqual([{ call: 'POST /stripo/auth', body: { userId: 'u1' } }]);
  });

  it('renews the token shortly before it expires while the screen is open', async () => {
    // Expires 61.5 s from now: inside the one-minute margin 2.5 s from now, when it is renewed.
    const { result } = setup(61_500);
    await waitFor(() => expect(result.current.token?.token).toBe('tok1'));
    await waitFor(() => expect(result.current.token?.token).toBe('tok2'), { timeout: 5000 });
  });

  it('refresh() always asks for a new one (Stripo asking when its token expired)', async () => {
    const { result } = setup(3_600_000);
    await waitFor(() => expect(result.current.token?.token).toBe('tok1'));
    expect((await result.current.refresh()).token).toBe('tok2');
    await waitFor(() => expect(result.current.token?.token).toBe('tok2'));
  });
});
