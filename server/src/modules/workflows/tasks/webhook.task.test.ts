import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { createTestUser } from '../../../../test/fixtures';
import { allowAlso } from '../../../net/blockedAddresses';
import type { HostResolver } from '../../../net/safeFetch';
import { startTestReceiver, type ReceivedRequest } from '../../../net/testReceiver';
import { verifyWebhookSignature } from '../../../net/webhookSignature';
import { listSandboxDeliveries } from '../../../connectors/webhooks/sandboxInbox.repository';
import { insertContact } from '../../contacts/contacts.repository';
import { workflowWebhookSecret } from '../webhookSecret';
import { stepOf, taskContext } from './tasks.fixtures';
import { PermanentTaskError } from './types';
import { createWebhookTask, webhookTask } from './webhook.task';

let ctx: TestContext;
let companyId: string;
let contactId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  companyId = (await createTestUser(ctx)).companyId;
  contactId = (await insertContact(ctx.db, {
    companyId, name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '+34600000001', city: 'Madrid',
    customProperties: JSON.stringify({ plan: 'gold' }),
  })).id;
});
afterAll(() => ctx.close());

/** The receiver answers what the request's path asks: /status/<code>, /slow (never), /big. */
const answer = (req: ReceivedRequest, res: import('node:http').ServerResponse) => {
  const code = /^\/status\/(\d{3})/.exec(req.url)?.[1];
  if (code) return res.writeHead(Number(code), code.startsWith('3') ? { location: 'http://127.0.0.1/' } : {}).end(`answer ${code}`);
  if (req.url === '/slow') return;
  if (req.url === '/big') return res.end('b'.repeat(5000));
  res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
};
let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
beforeAll(async () => {
  receiver = await startTestReceiver(answer);
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.received.length = 0;
});

// The product's handler with one exception: the test receiver's name and address are allowed.
const resolve: HostResolver = async () => [{ address: '127.0.0.1', family: 4 }];
const localTask = createWebhookTask({ resolve, isAllowedAddress: allowAlso(['127.0.0.1']), timeoutMs: 400 });
const hook = (path: string) => `http://hooks.example.test:${receiver.port}${path}`;
const run = (url: string, handler = localTask, contact = contactId) => handler(taskContext(ctx, companyId, contact, stepOf('webhook', { url })));
const failureOf = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (e: Error) => e);

describe('webhook step', () => {
  it('POSTs the contact as JSON, signed with the workflow secret, with the idempotency key; logs status, time and answer', async () => {
    const task = taskContext(ctx, companyId, contactId, stepOf('webhook', { url: hook('/crm') }));
    const output = await localTask(task);
    expect(receiver.received).toHaveLength(1);
    const req = receiver.received[0];
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['user-agent']).toMatch(/^MarketingCRM-Workflows\//);
    expect(req.headers['idempotency-key']).toBe(task.idempotencyKey);
    const secret = workflowWebhookSecret(ctx.deps.config, task.run.workflowId);
    expect(verifyWebhookSignature(secret, req.body, req.headers['x-workflow-signature'] as string)).toBe(true);
    expect(verifyWebhookSignature(workflowWebhookSecret(ctx.deps.config, companyId), req.body, req.headers['x-workflow-signature'] as string)).toBe(false);
    expect(JSON.parse(req.body.toString())).toMatchObject({
      event: 'workflow.step', workflowId: task.run.workflowId, executionId: task.run.id, stepId: task.step.id, test: false,
      contact: { id: contactId, name: 'Ada', surname: 'Lovelace', email: 'ada@example.com', phone: '+34600000001', city: 'Madrid', customProperties: { plan: 'gold' } },
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(output).toMatchObject({ status: 200, response: '{"ok":true}', responseTruncated: false });
    expect((output as { durationMs: number }).durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(output)).not.toContain(secret);
    expect(JSON.stringify(output)).not.toContain('whsec_');
  });

  it('keeps only the start of a long answer in the log', async () => {
    const output = (await run(hook('/big'))) as { response: string; responseTruncated: boolean };
    expect(output.response.length).toBeLessThanOrEqual(1001);
    expect(output.response.startsWith('bbbb')).toBe(true);
    expect(output.responseTruncated).toBe(true);
  });

  it.each(['500', '503', '429'])('answered %s: a normal error, so the engine retries', async (code) => {
    const error = await failureOf(run(hook(`/status/${code}`)));
    expect(error).not.toBeInstanceOf(PermanentTaskError);
    expect(error.message).toContain(code);
  });

  it('a timeout: a normal error (retried)', async () => {
    const error = await failureOf(run(hook('/slow')));
    expect(error).not.toBeInstanceOf(PermanentTaskError);
    expect(error.message).toMatch(/within/);
  });

  it.each([['400', 'webhook_rejected'], ['404', 'webhook_rejected'], ['410', 'webhook_rejected'], ['302', 'webhook_redirect']])(
    'answered %s: permanent (%s), the run fails without retrying',
    async (code, errorCode) => {
      const error = await failureOf(run(hook(`/status/${code}`)));
      expect(error).toBeInstanceOf(PermanentTaskError);
      expect((error as PermanentTaskError).code).toBe(errorCode);
    },
  );

  it.each(['http://127.0.0.1:PORT/', 'http://0x7f000001:PORT/', 'http://[::1]:PORT/', 'http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/'])(
    'the product handler refuses %s for good and sends nothing',
    async (url) => {
      const error = await failureOf(run(url.replace('PORT', String(receiver.port)), webhookTask));
      expect(error).toBeInstanceOf(PermanentTaskError);
      expect((error as PermanentTaskError).code).toBe('blocked_address');
      expect(receiver.received).toHaveLength(0);
    },
  );

  it('a non-http URL is refused for good', async () => {
    const error = await failureOf(run('ftp://example.com/hook', webhookTask));
    expect((error as PermanentTaskError).code).toBe('bad_scheme');
  });

  it('a contact that no longer exists fails for good', async () => {
    const error = await failureOf(run(hook('/crm'), localTask, '00000000-0000-4000-8000-000000000000'));
    expect((error as PermanentTaskError).code).toBe('contact_not_found');
    expect(receiver.received).toHaveLength(0);
  });

  it('the sandbox host goes to the sandbox inbox with its headers, offline; /status/503 there is retried', async () => {
    const task = taskContext(ctx, companyId, contactId, stepOf('webhook', { url: 'https://webhooks.sandbox.invalid/my-endpoint' }));
    const output = (await webhookTask(task)) as { status: number; sandboxDeliveryId: string };
    expect(output.status).toBe(200);
    const [stored] = await listSandboxDeliveries(ctx.db);
    expect(stored).toMatchObject({ id: output.sandboxDeliveryId, companyId, url: 'https://webhooks.sandbox.invalid/my-endpoint', status: 200 });
    expect(stored.headers['Idempotency-Key']).toBe(task.idempotencyKey);
    const secret = workflowWebhookSecret(ctx.deps.config, task.run.workflowId);
    expect(verifyWebhookSignature(secret, stored.body, stored.headers['X-Workflow-Signature'])).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(secret);

    const error = await failureOf(run('https://webhooks.sandbox.invalid/status/503', webhookTask));
    expect(error).not.toBeInstanceOf(PermanentTaskError);
  });
});
