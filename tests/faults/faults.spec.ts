/**
 * Fault tests (`npm run test:faults`): two instances behind nginx on a Postgres and a Redis of
 * the tests' own, broken on purpose. Each outcome is printed as a FAULT line for BENCHMARKS.md.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Socket } from 'socket.io-client';
import { apiClient, nextEvent, openSocket, signIn, until } from './support/client';
import { customerWrites as writeFromPhone, pairSandboxPhone } from './support/chatSandbox';
import { startStack, type Stack } from './support/stack';

const DEMO = { email: 'demo@example.com', password: 'Demo1234!' };
/** The advisory-lock namespace of job leases (server/src/jobs/leases.ts). */
const LEASE_NAMESPACE = 0x6a6f62;

const report = (line: string) => console.log(`FAULT ${line}`);

describe('faults on two instances', { timeout: 15 * 60_000 }, () => {
  let stack: Stack;
  let token: string;
  let companyId: string;
  let phoneToken: string;
  const sockets: Socket[] = [];
  const lb = () => stack.cluster.url;
  const instance = (n: 1 | 2) => stack.cluster.instances[n - 1];

  before(async () => {
    stack = await startStack();
    token = await signIn(lb(), DEMO.email, DEMO.password);
    companyId = (await stack.db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Demo Company'")).rows[0].id;
    phoneToken = await pairSandboxPhone(lb(), token, companyId);
  });
  // An instance a test killed is started again whatever the test's outcome, so the next starts whole.
  afterEach(async () => {
    for (const i of stack.cluster.instances) {
      const child = i.process();
      if (child.exitCode !== null || child.signalCode !== null) await i.start();
    }
  });
  after(async () => {
    for (const s of sockets) s.close();
    await stack?.stop();
  });

  const socketOn = async (base: string) => {
    const socket = await openSocket(base, token);
    sockets.push(socket);
    return socket;
  };
  const customerWrites = (base: string, text: string) => writeFromPhone(base, phoneToken, text);
  const onFailure = (error: unknown) => {
    console.error(stack.logs());
    throw error;
  };

  it('delivers a chat message to a socket on the other instance', async () => {
    try {
      const on1 = await socketOn(instance(1).url);
      const on2 = await socketOn(instance(2).url);
      const got1 = nextEvent<{ body: unknown }>(on1, 'newMessage', (p) => p.body === 'Hola desde la instancia 2');
      await customerWrites(instance(2).url, 'Hola desde la instancia 2');
      await got1;
      const got2 = nextEvent<{ body: unknown }>(on2, 'newMessage', (p) => p.body === 'Hola desde la instancia 1');
      await customerWrites(instance(1).url, 'Hola desde la instancia 1');
      await got2;
      report('live chat across instances: a message received on either instance reached the socket on the other');
    } catch (error) { onFailure(error); }
  });

  it('misses no message when the socket reconnects through the other instance after its own is killed', async () => {
    try {
      const on1 = await socketOn(instance(1).url);
      const first = await Promise.all([nextEvent<{ conversationId: string }>(on1, 'newMessage'), customerWrites(lb(), 'antes del corte')]);
      const conversationId = first[0].conversationId;
      const dropped = new Promise((resolve) => on1.once('disconnect', resolve));
      await instance(1).kill('SIGKILL');
      await dropped;
      // Written while the socket is down: the balancer sends them to the live instance.
      const during = ['durante el corte 1', 'durante el corte 2', 'durante el corte 3'];
      for (const text of during) await customerWrites(lb(), text);
      // The app reconnects (through the balancer: the live instance) and catches up by reading the thread.
      const again = await socketOn(lb());
      const thread = await apiClient(lb(), token)<{ data: { text: string | null }[] }>('GET', `/wppmessages/${conversationId}?page=1&companyId=${companyId}`);
      assert.equal(thread.status, 200);
      const texts = thread.body.data.map((m) => m.text);
      for (const text of during) assert.ok(texts.includes(text), `"${text}" missing after the reconnect: ${JSON.stringify(texts)}`);
      const live = nextEvent<{ body: unknown }>(again, 'newMessage', (p) => p.body === 'después del corte');
      await customerWrites(lb(), 'después del corte');
      await live;
      report(`socket reconnect through the other instance: ${during.length}/${during.length} messages written while its instance was down found on catch-up; live again after`);
    } catch (error) { onFailure(error); }
  });

  /** Which instance runs the active job of a queue: its lease's connection carries the instance's name. */
  const holderOf = async (queue: string): Promise<1 | 2 | null> => {
    const { rows } = await stack.db.query<{ name: string }>(
      `SELECT a.application_name AS name FROM pgboss.job j
         JOIN pg_locks l ON l.locktype = 'advisory' AND l.granted AND l.classid = $2
          AND l.objid::bigint = (hashtext(j.id::text)::bigint & 4294967295)
         JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE j.name = $1 AND j.state = 'active'`, [queue, LEASE_NAMESPACE]);
    const match = /^instance-(\d)$/.exec(rows[0]?.name ?? '');
    return match ? (Number(match[1]) as 1 | 2) : null;
  };

  it('finishes a contact import on the other instance when its instance is killed mid-way, each row once', async () => {
    try {
      const rows = 30_000;
      const contacts = Array.from({ length: rows }, (_, i) => ({ name: `Falla ${i}`, email: `fault-import-${i}@example.com` }));
      const queued = await apiClient(lb(), token)<{ jobId: string }>('POST', '/importContacts/queue', { companyId, contacts, duplicates: 'update' });
      assert.equal(queued.status, 202, JSON.stringify(queued.body));
      const status = () => apiClient(lb(), token)<{ state: string; processed: number; total: number | null; created: number; updated: number; failed: number }>('GET', `/importContacts/status/${queued.body.jobId}`);
      // Mid-way: some batches committed, not all.
      const midway = await until(async () => {
        const s = (await status()).body;
        return s.processed > 0 && s.processed < rows ? s : null;
      }, 'the import to be mid-way', 120_000, 50);
      const holder = await until(() => holderOf('contacts-import'), 'the instance running the import');
      await instance(holder).kill('SIGKILL');
      const finished = await until(async () => {
        const s = (await status()).body;
        return s.state === 'completed' || s.state === 'failed' ? s : null;
      }, 'the import to finish on the other instance', 240_000, 500);
      assert.equal(finished.state, 'completed');
      assert.equal(finished.processed, rows);
      assert.equal(finished.created, rows, 'each row created once');
      assert.equal(finished.failed, 0);
      const { rows: [stored] } = await stack.db.query<{ n: number; distinct: number }>(
        "SELECT count(*)::int AS n, count(DISTINCT email)::int AS distinct FROM contacts WHERE company_id = $1 AND email LIKE 'fault-import-%'", [companyId]);
      assert.deepEqual(stored, { n: rows, distinct: rows });
      report(`kill -9 during a contact import: instance ${holder} killed at ${midway.processed}/${rows} rows; completed on the other with ${stored.n} contacts, none lost, none twice`);
    } catch (error) { onFailure(error); }
  });

  it('finishes a bulk email send on the other instance when its instance is killed mid-way, no one mailed twice', async () => {
    try {
      // The contacts the import test made (this file's tests run in order).
      const { rows: ids } = await stack.db.query<{ id: string }>(
        "SELECT id FROM contacts WHERE company_id = $1 AND email LIKE 'fault-import-%' ORDER BY email LIMIT 3000", [companyId]);
      assert.equal(ids.length, 3000, 'the import test left 3,000 contacts to mail');
      const created = await apiClient(lb(), token)<{ _id: string; total: number }>('POST', '/mailerSend/sendBulkEmail', {
        companyId, from: { email: 'hola@demo.example.com', name: 'Demo' }, recipients: { type: 'contacts', contactIds: ids.map((r) => r.id) },
        subject: 'Prueba de fallos', html: '<p>Hola {{name}}</p>',
      });
      assert.equal(created.status, 202, JSON.stringify(created.body).slice(0, 300));
      const bulkId = created.body._id;
      type Progress = { state: string; total: number; sent: number; failed: number; skipped: number };
      const progress = async () => (await apiClient(lb(), token)<Progress>('GET', `/mailerSend/bulkEmail/${bulkId}?companyId=${companyId}`)).body;
      const midway = await until(async () => {
        const p = await progress();
        return p.sent > 0 && p.sent < p.total ? p : null;
      }, 'the send to be mid-way', 120_000, 50);
      const holder = await until(() => holderOf('email-bulk-send'), 'the instance running the send');
      await instance(holder).kill('SIGKILL');
      const finished = await until(async () => {
        const p = await progress();
        return ['completed', 'failed', 'cancelled'].includes(p.state) ? p : null;
      }, 'the send to finish on the other instance', 240_000, 500);
      assert.equal(finished.state, 'completed', JSON.stringify(finished));
      assert.equal(finished.sent + finished.failed + finished.skipped, finished.total, 'every recipient accounted for');
      const { rows: [outbox] } = await stack.db.query<{ n: number; distinct: number }>(
        "SELECT count(*)::int AS n, count(DISTINCT recipient)::int AS distinct FROM (SELECT lower(to_address) AS recipient FROM mail_outbox WHERE message_id LIKE $1) m", [`<bulk.${bulkId}.%`]);
      assert.equal(outbox.n, outbox.distinct, 'no recipient mailed twice');
      // Those in flight at the kill that the mail server (the sandbox outbox) had taken are
      // recorded sent by the resumed job, which asks the outbox by Message-ID; the others are
      // recorded failed and never handed over a second time. (With SMTP the product cannot ask:
      // they would all be failed.) So what is recorded sent is exactly what the outbox holds.
      assert.equal(outbox.n, finished.sent, `outbox ${outbox.n}, sent ${finished.sent}, failed ${finished.failed}`);
      const { rows: [wrong] } = await stack.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bulk_email_recipients r JOIN email_messages m ON m.id = r.message_id
           JOIN mail_outbox o ON o.message_id = m.header_message_id WHERE r.bulk_email_id = $1 AND r.state <> 'sent'`, [bulkId]);
      assert.equal(wrong.n, 0, 'no recipient whose message reached the outbox is recorded failed');
      const { rows: [states] } = await stack.db.query<{ pending: number }>(
        "SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending FROM bulk_email_recipients WHERE bulk_email_id = $1", [bulkId]);
      assert.equal(states.pending, 0);
      report(`kill -9 during a bulk send: instance ${holder} killed at ${midway.sent}/${midway.total} sent; completed on the other: ${finished.sent} recorded sent, ${finished.failed} in flight at the kill that never reached the mail server recorded failed and not handed over again (those that had reached it are found in the outbox and recorded sent), ${finished.skipped} skipped; ${outbox.n} messages in the outbox, no recipient twice`);
    } catch (error) { onFailure(error); }
  });

  it('finishes workflow runs on the other instance when an instance is killed mid-way, each step once', async () => {
    try {
      const call = apiClient(lb(), token);
      const created = await call<{ _id: string }>('POST', '/workflow', {
        companyId, name: 'Prueba de fallos', triggerType: 'manual', status: 'active',
        tasks: { start: 'a', steps: [{ id: 'a', type: 'add_comment', text: 'Fallo: paso uno', next: 'b' }, { id: 'b', type: 'add_comment', text: 'Fallo: paso dos', next: null }] },
      });
      assert.equal(created.status, 201, JSON.stringify(created.body).slice(0, 300));
      const workflowId = created.body._id;
      // 1,111 of the imported contacts (fault-import-29, -290…-299, -2900…-2999, -29000…-29999).
      const enrolled = await call<{ enrolled: number }>('POST', '/workflow/execute', { companyId, workflowId, target: { type: 'filter', searchTerm: 'fault-import-29' } });
      assert.equal(enrolled.status, 200, JSON.stringify(enrolled.body).slice(0, 300));
      const total = enrolled.body.enrolled;
      assert.ok(total >= 1000, `enrolled ${total}`);
      const completed = async () => (await stack.db.query<{ n: number }>("SELECT count(*)::int AS n FROM workflow_runs WHERE workflow_id = $1 AND status = 'completed'", [workflowId])).rows[0].n;
      const midway = await until(async () => {
        const n = await completed();
        return n > 0 && n < total ? n : null;
      }, 'the runs to be mid-way', 120_000, 50);
      const holder = (await holderOf('workflow-step')) ?? 1;
      await instance(holder).kill('SIGKILL');
      await until(async () => (await completed()) === total, 'every run to complete on the other instance', 240_000, 500);
      const { rows: [comments] } = await stack.db.query<{ n: number; pairs: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT (contact_id, body))::int AS pairs FROM contact_comments
          WHERE company_id = $1 AND body IN ('Fallo: paso uno', 'Fallo: paso dos')`, [companyId]);
      assert.equal(comments.pairs, total * 2, 'both steps done for every contact');
      assert.equal(comments.n, total * 2, 'no step done twice');
      const { rows: [unfinished] } = await stack.db.query<{ n: number }>("SELECT count(*)::int AS n FROM workflow_runs WHERE workflow_id = $1 AND status <> 'completed'", [workflowId]);
      assert.equal(unfinished.n, 0);
      report(`kill -9 during workflow runs: instance ${holder} killed at ${midway}/${total} runs completed; all ${total} completed on the other, ${comments.n} comments (two steps each, none twice)`);
    } catch (error) { onFailure(error); }
  });

  it('answers 503 in the error shape while Postgres restarts, and recovers by itself', async () => {
    try {
      const call = apiClient(lb(), token);
      const seen = new Map<string, number>();
      const bad: string[] = [];
      let stopTraffic = false;
      let lastOk = 0;
      const worker = async () => {
        while (!stopTraffic) {
          const started = Date.now();
          const answer = await call<{ error_code?: string; message?: string }>('POST', `/contacts?page=1&limit=5`, { companyId })
            .catch((e: Error) => ({ status: 0, body: { error_code: 'no_answer', message: e.message } }));
          const key = answer.status === 503 ? `503 ${answer.body.error_code}` : String(answer.status);
          seen.set(key, (seen.get(key) ?? 0) + 1);
          if (answer.status === 200) lastOk = Date.now();
          else if (!(answer.status === 503 && answer.body.error_code === 'service_unavailable' && typeof answer.body.message === 'string')) {
            bad.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)} after ${Date.now() - started} ms`);
          }
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      const traffic = Promise.all([worker(), worker(), worker()]);
      await new Promise((r) => setTimeout(r, 1000));
      await stack.postgres.stop();
      const downAt = Date.now();
      await new Promise((r) => setTimeout(r, 3000));
      await stack.postgres.start();
      const upAt = Date.now();
      await until(async () => lastOk > upAt + 1000, 'requests to succeed again without restarting an instance', 60_000);
      const recovered = ((lastOk - upAt) / 1000).toFixed(1);
      stopTraffic = true;
      await traffic;
      assert.deepEqual(bad, [], 'every refusal is a 503 in the error shape');
      assert.ok((seen.get('503 service_unavailable') ?? 0) > 0, `Postgres was down ${((upAt - downAt) / 1000).toFixed(1)} s and no request noticed: ${JSON.stringify([...seen])}`);
      for (const i of stack.cluster.instances) assert.equal((await fetch(`${i.url}/api/health`)).status, 200, `instance ${i.index + 1} is up`);
      report(`Postgres restart under traffic: answers ${JSON.stringify(Object.fromEntries(seen))}; no other error; requests succeed again ${recovered} s after it is back, both instances still up`);
    } catch (error) { onFailure(error); }
  });

  it('keeps serving while Redis is down, live events degrade to polling, then recover', async () => {
    try {
      const live = await socketOn(instance(1).url);
      const dropped = new Promise((resolve) => live.once('disconnect', resolve));
      await stack.redis.stop();
      await dropped;
      // Requests are served (rate limits are skipped, not refused) on both instances.
      const call = apiClient(lb(), token);
      for (let i = 0; i < 6; i++) assert.equal((await call('POST', '/contacts?page=1&limit=5', { companyId })).status, 200);
      assert.equal((await apiClient(lb())('POST', '/login', DEMO)).status, 200, 'sign-in works without Redis');
      // No socket while Redis is down (it would miss the other instance's events): the app polls.
      await assert.rejects(openSocket(instance(1).url, token), /unavailable/);
      await customerWrites(instance(2).url, 'sin redis');
      const conversation = await until(async () => {
        const list = await call<{ data: { _id: string; lastMessage?: { text?: string | null } | null }[] }>('POST', `/wppchats/${companyId}?page=1`, {});
        return list.status === 200 ? list.body.data[0] : null;
      }, 'the inbox to answer');
      const thread = await call<{ data: { text: string | null }[] }>('GET', `/wppmessages/${conversation._id}?page=1&companyId=${companyId}`);
      assert.ok(thread.body.data.some((m) => m.text === 'sin redis'), 'the poll sees the message written on the other instance');
      for (const i of stack.cluster.instances) {
        assert.deepEqual(await (await fetch(`${i.url}/api/health`)).json(), { status: 'ok', liveEvents: 'down' }, 'health says live events are down, and the instance serves');
      }
      await stack.redis.start();
      // Recovered once every instance shares events again (each reconnects on its own).
      const recoveredIn = Date.now();
      await until(async () => {
        const states = await Promise.all(stack.cluster.instances.map(async (i) => ((await (await fetch(`${i.url}/api/health`)).json()) as { liveEvents?: string }).liveEvents));
        return states.every((s) => s === 'shared');
      }, 'every instance to share live events again', 30_000, 100);
      const sharedAfter = ((Date.now() - recoveredIn) / 1000).toFixed(1);
      const back = await until(() => openSocket(instance(1).url, token).then((s) => { sockets.push(s); return s; }), 'the socket to be accepted again', 30_000, 500);
      const event = nextEvent<{ body: unknown }>(back, 'newMessage', (p) => p.body === 'redis de vuelta');
      await customerWrites(instance(2).url, 'redis de vuelta');
      await event;
      report(`Redis stopped: API and sign-in kept serving on both instances (health: liveEvents down); sockets closed and refused while down (the app polls every 10 s); both instances sharing again ${sharedAfter} s after Redis is back, sockets accepted and events crossing instances`);
    } catch (error) { onFailure(error); }
  });
});
