import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { safeFetch, SAFE_FETCH_LIMITS, SafeFetchError, type SafeFetchOptions, type SafeResponse } from '../../net/safeFetch';
import { insertSandboxDelivery } from './sandboxInbox.repository';

/**
 * Outgoing webhooks. A URL on the reserved sandbox host (`.invalid` never resolves, RFC 2606)
 * is delivered to the sandbox inbox in the database instead of the network, so a webhook step
 * can be tried on one machine with no network and what it sent read at /api/dev/webhooks;
 * `https://webhooks.sandbox.invalid/status/503` answers 503 (and any other code), to try
 * failures and retries. Where sandboxes are off (production) that host is refused. Every other
 * URL goes through safeFetch (net/safeFetch.ts) and its SSRF rules.
 */
export const WEBHOOK_SANDBOX_HOST = 'webhooks.sandbox.invalid';
export const WEBHOOK_SANDBOX_URL = `https://${WEBHOOK_SANDBOX_HOST}/`;

export type WebhookRequest = { url: string; headers: Record<string, string>; body: string; companyId: string | null };
export type WebhookResponse = SafeResponse & { sandboxDeliveryId?: string };

const sandboxHostOf = (url: string) => {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname === WEBHOOK_SANDBOX_HOST ? parsed : null;
  } catch {
    return null;
  }
};

export const isSandboxWebhookUrl = (url: string) => sandboxHostOf(url) !== null;

/** POSTs the request; refusals and network failures throw SafeFetchError (see its codes). */
export async function deliverWebhook(
  deps: { config: Pick<Config, 'sandboxAllowed'>; db: Db },
  request: WebhookRequest,
  options: Omit<SafeFetchOptions, 'method' | 'headers' | 'body'> = {},
): Promise<WebhookResponse> {
  const sandboxUrl = sandboxHostOf(request.url);
  if (!sandboxUrl) return safeFetch(request.url, { ...options, method: 'POST', headers: request.headers, body: request.body });
  if (!deps.config.sandboxAllowed) throw new SafeFetchError('blocked_address', `${WEBHOOK_SANDBOX_HOST} is the sandbox inbox, which is off on this server`);
  return deliverToSandbox(deps.db, request, sandboxUrl);
}

async function deliverToSandbox(db: Db, request: WebhookRequest, url: URL): Promise<WebhookResponse> {
  const started = Date.now();
  if (Buffer.byteLength(request.body) > SAFE_FETCH_LIMITS.maxRequestBytes) throw new SafeFetchError('too_large', `The request body is over ${SAFE_FETCH_LIMITS.maxRequestBytes} bytes`);
  const asked = /^\/status\/([2-5]\d\d)\/?$/.exec(url.pathname);
  const status = asked ? Number(asked[1]) : 200;
  const id = await insertSandboxDelivery(db, { companyId: request.companyId, url: request.url, method: 'POST', headers: request.headers, body: request.body, status });
  const answer = JSON.stringify({ received: status < 300, sandbox: true, id });
  return { status, headers: { 'content-type': 'application/json' }, body: Buffer.from(answer), truncated: false, durationMs: Date.now() - started, sandboxDeliveryId: id };
}
