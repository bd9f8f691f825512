import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { deliverWebhook } from '../../connectors/webhooks';
import { allowAlso } from '../../net/blockedAddresses';
import { SafeFetchError, type HostResolver } from '../../net/safeFetch';
import { configureEngine } from '../../modules/workflows/engine/options';
import { eventually, insertContact } from '../../modules/workflows/workflows.fixtures';
import { createWebhookTask } from '../../modules/workflows/tasks/webhook.task';
import { stepOf, taskContext } from '../../modules/workflows/tasks/tasks.fixtures';
import { PermanentTaskError } from '../../modules/workflows/tasks/types';
import { startCanary } from './canary';
import { ssrfCorpus, type SsrfEntry } from './ssrfCorpus';

/**
 * Every URL a user can give the server to call, tried with the SSRF corpus (ssrfCorpus.ts),
 * with a canary server on this machine that must see no connection at all.
 *
 * The server calls a user's URL in one place: a workflow's webhook step (the grep for fetch,
 * http.request, undici, got and axios in server/src finds every other outgoing call going to a
 * fixed vendor host — Calendly, Gmail, Graph, the chat cloud API, Stripo, Anthropic, iTunes —
 * and the other URLs users type, a company's website or a URL property, are stored and shown,
 * never fetched; custom landing domains are only looked up in DNS). Its entry points:
 *   1. saving a workflow (create) — 400 `url_refused` on the step;
 *   2. changing one (update) — the same, the stored URL unchanged;
 *   3. the builder's test run of a URL that is already stored (put in the table directly, as a
 *      host name that resolved publicly, or not at all, when it was saved) — the run fails,
 *      the step log says why;
 *   4. the outgoing-webhook connector every delivery goes through, also with host names a
 *      stubbed DNS resolves to inside addresses (loopback, IPv6, mapped, one bad address of two);
 *   5. a receiver that is allowed (a test-only allowance for 127.0.0.2) answering a redirect to
 *      each corpus URL — redirects are never followed, the run fails with `webhook_redirect`.
 * Figures are printed at the end.
 */

type Tally = { tried: number; refused: number; failures: string[] };

let ctx: TestContext;
let owner: TestUser;
let contactId: string;
let canary: Awaited<ReturnType<typeof startCanary>>;
let corpus: SsrfEntry[];
const tallies: Record<string, Tally> = {};

const tally = (entryPoint: string) => (tallies[entryPoint] ??= { tried: 0, refused: 0, failures: [] });
const count = (entryPoint: string, entry: SsrfEntry, refused: boolean, why: string) => {
  const t = tally(entryPoint);
  t.tried += 1;
  if (refused) t.refused += 1;
  else t.failures.push(`${entry.label} (${entry.url}): ${why}`);
};
const webhookGraph = (url: string) => ({ start: 'a', steps: [{ id: 'a', type: 'webhook', url, next: null }] });
/** A SafeFetchError that says the URL was refused before any connection (not a network failure). */
const isRefusal = (e: unknown) => e instanceof SafeFetchError && ['bad_url', 'bad_scheme', 'blocked_address'].includes(e.code);

beforeAll(async () => {
  canary = await startCanary();
  corpus = ssrfCorpus(canary.port);
  ctx = await createTestContext({ jobs: true });
  // The product's handlers; a failed step is not waited on for minutes before its retries.
  configureEngine(ctx.deps, { retryDelaysSeconds: [0, 0, 0] });
  owner = await createTestUser(ctx);
  contactId = await insertContact(ctx, owner.companyId, 'Canario');
}, 60_000);

afterAll(async () => {
  const lines = Object.entries(tallies).map(([name, t]) => `  ${name.padEnd(44)} ${String(t.tried).padStart(3)} tried, ${String(t.refused).padStart(3)} refused`);
  const tried = Object.values(tallies).reduce((n, t) => n + t.tried, 0);
  const refused = Object.values(tallies).reduce((n, t) => n + t.refused, 0);
  const entryPoints = new Set(Object.keys(tallies).map((name) => name.split('.')[0])).size;
  console.log(`SSRF corpus: ${entryPoints} entry points × ${corpus?.length ?? 0} URLs (+ stubbed DNS names)\n${lines.join('\n')}\n  ${tried} tried, ${refused} refused, connections to the canary: ${canary?.connections()}`);
  await ctx?.close();
  await canary?.close();
});

describe('SSRF: every URL a user can give the server', () => {
  it('refuses each corpus URL when a workflow is saved, on its step (400 url_refused)', async () => {
    for (const entry of corpus) {
      const res = await call(ctx, 'POST', '/api/workflow', { token: owner.token, body: { companyId: owner.companyId, name: 'SSRF', triggerType: 'manual', tasks: webhookGraph(entry.url) } });
      const refused = res.status === 400 && res.body.error_code === 'workflow_invalid'
        && res.body.details?.some((d: { code: string; path: string }) => d.code === 'url_refused' && d.path === 'body.tasks.steps.a.url');
      count('1. save (POST /api/workflow)', entry, refused, `${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    }
    expect(tally('1. save (POST /api/workflow)').failures).toEqual([]);
    expect(await ctx.db.selectFrom('workflows').select('id').where('companyId', '=', owner.companyId).execute()).toEqual([]);
  });

  it('refuses each corpus URL when a workflow is changed, keeping the stored URL', async () => {
    const allowed = 'https://webhooks.sandbox.invalid/ok';
    const created = await call(ctx, 'POST', '/api/workflow', { token: owner.token, body: { companyId: owner.companyId, name: 'SSRF', triggerType: 'manual', tasks: webhookGraph(allowed) } });
    expect(created.status).toBe(201);
    for (const entry of corpus) {
      const res = await call(ctx, 'PUT', `/api/workflow/${created.body._id}`, { token: owner.token, body: { companyId: owner.companyId, tasks: webhookGraph(entry.url) } });
      const refused = res.status === 400 && res.body.details?.some((d: { code: string }) => d.code === 'url_refused');
      count('2. change (PUT /api/workflow/:id)', entry, refused, `${res.status}`);
    }
    const stored = await call(ctx, 'GET', `/api/workflow/${created.body._id}?companyId=${owner.companyId}`, { token: owner.token });
    expect(stored.body.tasks.steps[0].url).toBe(allowed);
    expect(tally('2. change (PUT /api/workflow/:id)').failures).toEqual([]);
  });

  it('fails the test run of a corpus URL already stored, without connecting', async () => {
    const runs = new Map<string, SsrfEntry>();
    for (const entry of corpus) {
      const workflow = await ctx.db.insertInto('workflows').values({
        companyId: owner.companyId, name: `SSRF ${entry.label}`, triggerType: 'manual', triggerProperty: null, triggerValue: null,
        settings: JSON.stringify({ reenroll: false, dateTime: '09:00' }), tasks: JSON.stringify(webhookGraph(entry.url)), status: 'draft',
      }).returning('id').executeTakeFirstOrThrow();
      const res = await call(ctx, 'POST', '/api/workflow/execute', { token: owner.token, body: { companyId: owner.companyId, workflowId: workflow.id, target: { type: 'contact', contactId }, test: true } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      runs.set(res.body.executionIds[0], entry);
    }
    const ended = await eventually(async () => {
      const rows = await ctx.db.selectFrom('workflowRuns').select(['id', 'status', 'error']).where('id', 'in', [...runs.keys()]).execute();
      return rows.every((r) => !['running', 'waiting'].includes(r.status)) && rows;
    }, 60_000, 'the test runs to end');
    for (const run of ended) {
      const step = await ctx.db.selectFrom('workflowRunSteps').select(['status', 'error']).where('runId', '=', run.id).executeTakeFirst();
      const refused = run.status === 'failed' && step?.status === 'failed' && /private, local or reserved|Only http and https|not valid/.test(step.error ?? '');
      count('3. test run of a stored URL', runs.get(run.id)!, refused, `run ${run.status}, step ${step?.status}: ${step?.error}`);
    }
    expect(tally('3. test run of a stored URL').failures).toEqual([]);
  }, 90_000);

  it('refuses each corpus URL, and names a stubbed DNS resolves inside, in the webhook connector', async () => {
    const deps = { config: { sandboxAllowed: true }, db: ctx.db };
    const deliver = (url: string, resolve?: HostResolver) =>
      deliverWebhook(deps, { url, headers: {}, body: '{}', companyId: owner.companyId }, resolve ? { resolve } : {}).then(
        (res) => ({ refused: false, why: `answered ${res.status}` }),
        (e: unknown) => ({ refused: isRefusal(e), why: String(e) }),
      );
    for (const entry of corpus) {
      const { refused, why } = await deliver(entry.url);
      count('4. webhook connector (deliverWebhook)', entry, refused, why);
    }
    // A public-looking name whose DNS answer is inside; one bad address among good ones is enough.
    const stubs: [string, HostResolver][] = [
      ['name → 127.0.0.1', async () => [{ address: '127.0.0.1', family: 4 }]],
      ['name → ::1', async () => [{ address: '::1', family: 6 }]],
      ['name → ::ffff:127.0.0.1', async () => [{ address: '::ffff:127.0.0.1', family: 6 }]],
      ['name → 169.254.169.254', async () => [{ address: '169.254.169.254', family: 4 }]],
      ['name → public + 127.0.0.1', async () => [{ address: '93.184.216.34', family: 4 }, { address: '127.0.0.1', family: 4 }]],
    ];
    for (const [label, resolve] of stubs) {
      const entry = { label: `stubbed DNS: ${label}`, url: `http://hooks.example.test:${canary.port}/hook` };
      const { refused, why } = await deliver(entry.url, resolve);
      count('4. webhook connector, stubbed DNS', entry, refused, why);
    }
    expect(tally('4. webhook connector (deliverWebhook)').failures).toEqual([]);
    expect(tally('4. webhook connector, stubbed DNS').failures).toEqual([]);
  });

  it('does not follow a redirect from an allowed receiver to any corpus URL', async () => {
    // The first hop is a receiver on 127.0.0.2, allowed for this test only; the canary (another
    // port, every address) is where each redirect points.
    let target = '';
    const redirector = http.createServer((_req, res) => res.writeHead(302, { location: target }).end());
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.2', resolve));
    const port = (redirector.address() as AddressInfo).port;
    const task = createWebhookTask({ isAllowedAddress: allowAlso(['127.0.0.2']) });
    try {
      for (const entry of corpus) {
        target = entry.url;
        const failure = await task(taskContext(ctx, owner.companyId, contactId, stepOf('webhook', { url: `http://127.0.0.2:${port}/hook` }))).then(
          (output) => `followed: ${JSON.stringify(output)}`,
          (e: unknown) => e,
        );
        const refused = failure instanceof PermanentTaskError && failure.code === 'webhook_redirect';
        count('5. redirect from an allowed receiver', entry, refused, String(failure));
      }
    } finally {
      redirector.closeAllConnections();
      await new Promise((resolve) => redirector.close(resolve));
    }
    expect(tally('5. redirect from an allowed receiver').failures).toEqual([]);
  });

  it('the canary saw no connection at all', () => {
    expect(Object.values(tallies).reduce((n, t) => n + t.tried, 0)).toBeGreaterThanOrEqual(5 * corpus.length);
    expect(canary.connections()).toBe(0);
  });
});
