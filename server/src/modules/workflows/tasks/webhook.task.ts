import type { Step } from '../../../../../contract/workflows';
import { deliverWebhook } from '../../../connectors/webhooks';
import { SafeFetchError, type SafeFetchErrorCode, type SafeFetchOptions } from '../../../net/safeFetch';
import { signWebhook, WEBHOOK_SIGNATURE_HEADER } from '../../../net/webhookSignature';
import { findContact, type ContactRow } from '../../contacts/contacts.repository';
import { workflowWebhookSecret } from '../webhookSecret';
import { PermanentTaskError, type TaskContext, type TaskHandler } from './types';

type WebhookStep = Extract<Step, { type: 'webhook' }>;

export const WEBHOOK_USER_AGENT = 'MarketingCRM-Workflows/1.0';
/** How much of the answer the run's log keeps (the fetch itself reads at most 64 KB). */
const LOGGED_ANSWER_CHARS = 1000;

/**
 * The request body (a receiver's contract: add fields, never rename). `test` is true for a
 * builder's test run. `sentAt` differs between attempts; the Idempotency-Key header does not.
 */
export function webhookPayload(ctx: TaskContext<WebhookStep>, contact: ContactRow) {
  return {
    event: 'workflow.step',
    workflowId: ctx.run.workflowId,
    executionId: ctx.run.id,
    stepId: ctx.step.id,
    test: ctx.run.test,
    contact: {
      id: contact.id, name: contact.name, surname: contact.surname, email: contact.email, phone: contact.phone,
      organization: contact.organization, jobTitle: contact.jobTitle, city: contact.city, country: contact.country,
      customProperties: contact.customProperties ?? {},
    },
    sentAt: new Date().toISOString(),
  };
}

/** Refusals no retry can change; timeouts, DNS and connection failures may pass later. */
const PERMANENT_FETCH_FAILURES: SafeFetchErrorCode[] = ['bad_url', 'bad_scheme', 'blocked_address', 'too_large'];

/** The start of the answer for the log, and whether anything was left out. */
const excerpt = (body: Buffer, truncated: boolean) => {
  const text = body.toString('utf8');
  return text.length > LOGGED_ANSWER_CHARS ? { text: `${text.slice(0, LOGGED_ANSWER_CHARS)}…`, cut: true } : { text, cut: truncated };
};

/**
 * POSTs the contact to the step's URL, signed with the workflow's secret (never logged: the
 * output is the status, the time taken and the start of the answer). Retried by the engine:
 * 5xx, 429, timeouts and network failures. Failing the run at once: other 4xx, a redirect (not
 * followed, see net/safeFetch.ts), and a refused URL. `fetchOptions` lets tests allow their
 * local receiver; the product uses the defaults.
 */
export function createWebhookTask(fetchOptions: Omit<SafeFetchOptions, 'method' | 'headers' | 'body'> = {}): TaskHandler<WebhookStep> {
  return async (ctx) => {
    const contact = await findContact(ctx.db, ctx.companyId, ctx.run.contactId);
    if (!contact) throw new PermanentTaskError('The contact no longer exists', 'contact_not_found');
    const body = JSON.stringify(webhookPayload(ctx, contact));
    const headers = {
      'Content-Type': 'application/json',
      'User-Agent': WEBHOOK_USER_AGENT,
      [WEBHOOK_SIGNATURE_HEADER]: signWebhook(workflowWebhookSecret(ctx.deps.config, ctx.run.workflowId), body),
      'Idempotency-Key': ctx.idempotencyKey,
    };
    let res;
    try {
      res = await deliverWebhook(ctx.deps, { url: ctx.step.url, headers, body, companyId: ctx.companyId }, fetchOptions);
    } catch (e) {
      if (e instanceof SafeFetchError && PERMANENT_FETCH_FAILURES.includes(e.code)) throw new PermanentTaskError(e.message, e.code);
      throw e;
    }
    const answer = excerpt(res.body, res.truncated);
    const output = {
      status: res.status,
      durationMs: res.durationMs,
      response: answer.text,
      responseTruncated: answer.cut,
      ...(res.sandboxDeliveryId ? { sandboxDeliveryId: res.sandboxDeliveryId } : {}),
    };
    if (res.status >= 200 && res.status < 300) return output;
    const failure = `The webhook answered ${res.status}${answer.text ? `: ${answer.text.slice(0, 200)}` : ''}`;
    if (res.status === 429 || res.status >= 500) throw new Error(failure);
    if (res.status >= 300 && res.status < 400) throw new PermanentTaskError(`The webhook answered a redirect (${res.status}), which is not followed: use the final URL`, 'webhook_redirect');
    throw new PermanentTaskError(failure, 'webhook_rejected');
  };
}

export const webhookTask = createWebhookTask();
