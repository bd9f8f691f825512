import Stripe from 'stripe';
import { StripePayments } from '../stripe';

export type Sent = { method: string; url: URL; headers: Record<string, string>; body: URLSearchParams };

/** A fetch that answers from recordings and keeps what the SDK sent: no network. */
export function fakeStripe(answers: Array<[number, unknown]>) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: string | URL, init?: RequestInit) => {
    const headers = Object.fromEntries([...new Headers(init?.headers).entries()]);
    sent.push({ method: init?.method ?? 'GET', url: new URL(String(input)), headers, body: new URLSearchParams(String(init?.body ?? '')) });
    const [status, body] = answers.shift() ?? [500, { error: { type: 'api_error', message: 'no recording left' } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': 'req_test' } });
  }) as typeof fetch;
  const payments = new StripePayments({
    secretKey: 'sk_test_123', publishableKey: 'pk_test_123', publicUrl: 'http://localhost:3000/',
    httpClient: Stripe.createFetchHttpClient(fetchFn),
  });
  return { payments, sent };
}

