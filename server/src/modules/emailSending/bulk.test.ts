import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import type { AppDeps } from '../../deps';
import type { MailConnector } from '../../connectors/mail';
import { addSendingDomain, insertContact, outbox, setDomainStatus } from './emailSending.fixtures';
import { Interrupted, runBulkEmail } from './bulk.job';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let agent: TestUser;
let domainId: string;
let listId: string;
const from = { email: 'news@bulk-shop.test', name: 'Bulk Shop' };

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true, env: { PUBLIC_URL: 'https://crm.example.com' } });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  domainId = (await addSendingDomain(ctx, owner.companyId, 'bulk-shop.test')).id;
  listId = (await call(ctx, 'POST', '/api/contact-list', { token: owner.token, body: { companyId: owner.companyId, name: 'Clientes' } })).body._id;
});
afterAll(async () => ctx?.close());

const bulk = (body: Record<string, unknown>, user = owner) =>
  call(ctx, 'POST', '/api/mailerSend/sendBulkEmail', { token: user.token, body: { companyId: user.companyId, from, subject: 'Hola {{name|amigo}}', html: '<body><p>Hola {{name}}</p><a href="https://shop.test">Tienda</a></body>', ...body } });
const getBulk = async (id: string, user = owner) => (await call(ctx, 'GET', `/api/mailerSend/bulkEmail/${id}?companyId=${user.companyId}`, { token: user.token })).body;

async function waitFor(id: string, states = ['completed', 'failed', 'cancelled'], timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const b = await getBulk(id);
    if (states.includes(b.state)) return b;
    if (Date.now() - started > timeoutMs) throw new Error(`bulk ${id} still ${JSON.stringify(b)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function addToList(ids: string[]) {
  await call(ctx, 'POST', '/api/contact-lists/add-contact', { token: owner.token, body: { companyId: owner.companyId, contactListId: listId, contactIds: ids } });
}

const recipientsOf = (id: string) => ctx.db.selectFrom('bulkEmailRecipients').select(['contactId', 'email', 'state', 'skipReason', 'attemptedAt']).where('bulkEmailId', '=', id).orderBy('position').execute();

describe('bulk sends to a list', () => {
  let ids: Record<string, string>;
  beforeAll(async () => {
    ids = {
      ana: await insertContact(ctx, owner.companyId, { name: 'Ana', email: 'ana@example.com' }),
      anaAgain: await insertContact(ctx, owner.companyId, { name: 'Ana bis', email: ' ANA@example.com ' }),
      noEmail: await insertContact(ctx, owner.companyId, { name: 'Sin correo' }),
      gone: await insertContact(ctx, owner.companyId, { name: 'Baja', email: 'baja@example.com' }),
      luis: await insertContact(ctx, owner.companyId, { name: 'Luis', email: 'luis@example.com' }),
    };
    await addToList(Object.values(ids));
    await ctx.db.insertInto('emailSuppressions').values({ companyId: owner.companyId, email: 'baja@example.com', reason: 'unsubscribed', contactId: ids.gone }).execute();
  });

  it('countRecipients says who would be mailed and who skipped', async () => {
    const res = await call(ctx, 'POST', '/api/mailerSend/recipients/count', { token: agent.token, body: { companyId: owner.companyId, recipients: { type: 'list', listId } } });
    expect(res.body).toEqual({ total: 5, sendable: 2, withoutEmail: 1, suppressed: 1, duplicates: 1 });
    const foreign = await call(ctx, 'POST', '/api/mailerSend/recipients/count', { token: stranger.token, body: { companyId: stranger.companyId, recipients: { type: 'list', listId } } });
    expect(foreign.status).toBe(404);
  });

  it('sends once per address, skips the rest with reasons, and reports progress', async () => {
    const res = await bulk({ recipients: { type: 'list', listId }, tags: ['news'] });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ state: 'queued', recipientsLabel: 'Clientes', subject: 'Hola {{name|amigo}}', tags: ['news'], progress: 0 });
    const done = await waitFor(res.body._id);
    expect(done).toMatchObject({ state: 'completed', total: 5, sent: 2, skipped: 3, failed: 0, progress: 100, error: null, startedAt: expect.any(String), finishedAt: expect.any(String) });
    expect((await recipientsOf(res.body._id)).map((r) => `${r.state}:${r.skipReason ?? ''}`)).toEqual(['sent:', 'skipped:duplicate', 'skipped:no_email', 'skipped:suppressed', 'sent:']);
    const ana = await outbox(ctx, 'ana@example.com');
    expect(ana).toHaveLength(1);
    expect(ana[0].subject).toBe('Hola Ana');
    expect(ana[0].messageId).toBe(`<bulk.${res.body._id}.${ids.ana}@bulk-shop.test>`);
    expect(ana[0].headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(ana[0].html).toContain('/api/email/c/');
    expect(await outbox(ctx, 'baja@example.com')).toHaveLength(0);
    const list = await call(ctx, 'GET', `/api/mailerSend/bulkEmails?companyId=${owner.companyId}`, { token: agent.token });
    expect(list.body.data.map((b: { _id: string }) => b._id)).toContain(res.body._id);
    // Another company sees none of it, even with the id; a viewer may read but not cancel.
    expect((await call(ctx, 'GET', `/api/mailerSend/bulkEmails?companyId=${owner.companyId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/mailerSend/bulkEmail/${res.body._id}?companyId=${owner.companyId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/mailerSend/bulkEmail/${res.body._id}?companyId=${stranger.companyId}`, { token: stranger.token })).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/mailerSend/bulkEmails?companyId=${stranger.companyId}`, { token: stranger.token })).body).toEqual({ data: [], total: 0 });
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    expect((await call(ctx, 'GET', `/api/mailerSend/bulkEmail/${res.body._id}?companyId=${owner.companyId}`, { token: viewer.token })).body.state).toBe('completed');
    expect((await call(ctx, 'POST', `/api/mailerSend/bulkEmail/${res.body._id}/cancel`, { token: viewer.token, body: { companyId: owner.companyId } })).status).toBe(403);
  });

  it('refuses bad requests without storing anything', async () => {
    const before = (await ctx.db.selectFrom('bulkEmails').select('id').execute()).length;
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    expect((await bulk({ recipients: { type: 'list', listId }, sendAt: later(31) })).status).toBe(400);
    expect((await bulk({ recipients: { type: 'list', listId }, sendAt: later(-1) })).status).toBe(400);
    expect((await bulk({ recipients: { type: 'list', listId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await bulk({ recipients: { type: 'list', listId }, from: { email: 'x@other.test' } })).status).toBe(422);
    expect((await bulk({ recipients: { type: 'filter', filters: [{ filterField: 'nope', filterValue: 'x' }] } })).status).toBe(400);
    expect((await call(ctx, 'POST', '/api/mailerSend/sendBulkEmail', { token: stranger.token, body: { companyId: owner.companyId, from, subject: 'S', text: 'T', recipients: { type: 'list', listId } } })).status).toBe(404);
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    expect((await bulk({ recipients: { type: 'list', listId } }, { ...viewer, companyId: owner.companyId })).status).toBe(403);
    expect((await ctx.db.selectFrom('bulkEmails').select('id').execute()).length).toBe(before);
  });

  it('a scheduled send can be cancelled; a finished one cannot', async () => {
    const res = await bulk({ recipients: { type: 'contacts', contactIds: [ids.luis] }, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(res.body).toMatchObject({ state: 'scheduled', recipientsLabel: '1 contact' });
    const cancel = (id: string, user = owner) => call(ctx, 'POST', `/api/mailerSend/bulkEmail/${id}/cancel`, { token: user.token, body: { companyId: user.companyId } });
    expect((await cancel(res.body._id, stranger)).status).toBe(404);
    expect((await cancel(res.body._id)).body).toMatchObject({ state: 'cancelled' });
    expect((await cancel(res.body._id)).status).toBe(409);
    // Its job, when it comes, sends nothing.
    const before = (await outbox(ctx, 'luis@example.com')).length;
    await runBulkEmail(ctx.deps, res.body._id);
    expect((await outbox(ctx, 'luis@example.com')).length).toBe(before);
  });

  it('a running send stops after the messages in flight when cancelled', async () => {
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => insertContact(ctx, owner.companyId, { name: `C${i}`, email: `c${i}@cancel.test` })));
    const created = await bulk({ recipients: { type: 'contacts', contactIds: many }, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    const id = created.body._id;
    let sends = 0;
    const mail: MailConnector = {
      ...ctx.deps.connectors.mail,
      send: async (m) => {
        sends += 1;
        if (sends === 3) await call(ctx, 'POST', `/api/mailerSend/bulkEmail/${id}/cancel`, { token: owner.token, body: { companyId: owner.companyId } });
        return ctx.deps.connectors.mail.send(m);
      },
    };
    await runBulkEmail({ ...ctx.deps, connectors: { ...ctx.deps.connectors, mail } }, id, { concurrency: 1, batchSize: 1 });
    const after = await getBulk(id);
    expect(after).toMatchObject({ state: 'cancelled', sent: 3 });
    expect(sends).toBe(3);
  });

  it('fails with a clear message when the sender domain is no longer verified when the job starts', async () => {
    const created = await bulk({ recipients: { type: 'contacts', contactIds: [ids.luis] }, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    await setDomainStatus(ctx, domainId, 'pending');
    try {
      await runBulkEmail(ctx.deps, created.body._id);
    } finally {
      await setDomainStatus(ctx, domainId, 'verified');
    }
    expect(await getBulk(created.body._id)).toMatchObject({ state: 'failed', sent: 0, error: expect.stringMatching(/verified/) });
  });
});

describe('crash and resume', () => {
  it('a send interrupted mid-way resumes with the pending recipients and mails nobody twice', async () => {
    const n = 10;
    const contacts = await Promise.all(Array.from({ length: n }, (_, i) => insertContact(ctx, owner.companyId, { name: `R${i}`, email: `r${i}@resume.test` })));
    const created = await bulk({ recipients: { type: 'contacts', contactIds: contacts }, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    const id = created.body._id;
    // The process "dies" while the 4th message is in the connector's hands (after it went out).
    let handed = 0;
    const dying: MailConnector = {
      ...ctx.deps.connectors.mail,
      send: async (m) => {
        handed += 1;
        const sent = await ctx.deps.connectors.mail.send(m);
        if (handed === 4) throw new Error('process killed');
        return sent;
      },
    };
    const crashed: AppDeps = { ...ctx.deps, connectors: { ...ctx.deps.connectors, mail: dying } };
    await expect(runBulkEmail(crashed, id, { concurrency: 1, batchSize: 3 })).rejects.toThrow('process killed');
    expect(await getBulk(id)).toMatchObject({ state: 'sending', sent: 3 });

    await runBulkEmail(ctx.deps, id, { concurrency: 3 });
    const done = await getBulk(id);
    // The interrupted one went out before the crash: the sandbox's outbox holds its Message-ID, so
    // it counts as sent (bulk.resume.ts), and it is not re-sent.
    expect(done).toMatchObject({ state: 'completed', total: n, sent: n, failed: 0, progress: 100 });
    const mailed = (await outbox(ctx)).filter((m) => m.to.endsWith('@resume.test')).map((m) => m.to).sort();
    expect(mailed).toEqual(Array.from({ length: n }, (_, i) => `r${i}@resume.test`).sort());

    // Running the finished job again (a pg-boss retry) sends nothing.
    await runBulkEmail(ctx.deps, id);
    expect((await outbox(ctx)).filter((m) => m.to.endsWith('@resume.test'))).toHaveLength(n);
  });

  /**
   * A kill with two messages in the connector's hands: the sandbox had stored one (the mail server
   * took it), not the other. Resumed, the first is recorded sent (its Message-ID is in the outbox),
   * the second failed (never mailed again: at most once); a connector that cannot be asked (SMTP)
   * leaves both failed.
   */
  for (const connector of ['sandbox', 'smtp'] as const) {
    it(`messages in flight at a kill: ${connector === 'sandbox' ? 'the one the outbox took is sent, the other failed' : 'a connector that cannot tell leaves both failed'}`, async () => {
      const domain = connector === 'sandbox' ? 'inflight.test' : 'inflight-smtp.test';
      const n = 5;
      const contacts = await Promise.all(Array.from({ length: n }, (_, i) => insertContact(ctx, owner.companyId, { name: `F${i}`, email: `f${i}@${domain}` })));
      const id = (await bulk({ recipients: { type: 'contacts', contactIds: contacts }, sendAt: new Date(Date.now() + 3_600_000).toISOString() })).body._id;
      const sandbox = ctx.deps.connectors.mail;
      let entered = 0;
      let bothIn = () => {};
      const both = new Promise<void>((resolve) => { bothIn = resolve; });
      const inFlight: { taken?: string; lost?: string } = {};
      const dying: MailConnector = {
        ...sandbox,
        send: async (m) => {
          entered += 1;
          const mine = entered;
          if (mine === 2) bothIn();
          await both;
          if (mine === 1) {
            await sandbox.send(m);
            inFlight.taken = m.to;
          } else {
            inFlight.lost = m.to;
          }
          throw new Error('process killed');
        },
      };
      await expect(runBulkEmail({ ...ctx.deps, connectors: { ...ctx.deps.connectors, mail: dying } }, id, { concurrency: 2 })).rejects.toThrow('process killed');
      expect((await recipientsOf(id)).filter((r) => r.state === 'pending' && r.attemptedAt !== null).map((r) => r.email).sort()).toEqual([inFlight.taken, inFlight.lost].sort());

      // SMTP: no `taken` to ask (the sandbox's outbox stands in for the relay's mailbox).
      const { taken: _taken, ...smtpLike } = sandbox;
      const resumed = connector === 'sandbox' ? ctx.deps : { ...ctx.deps, connectors: { ...ctx.deps.connectors, mail: smtpLike } };
      await runBulkEmail(resumed, id, { concurrency: 2 });
      const states = Object.fromEntries((await recipientsOf(id)).map((r) => [r.email, r.state]));
      if (connector === 'sandbox') {
        expect(await getBulk(id)).toMatchObject({ state: 'completed', total: n, sent: n - 1, failed: 1 });
        expect(states[inFlight.taken!]).toBe('sent');
        const message = await ctx.db.selectFrom('emailMessages').select(['id', 'status', 'providerMessageId']).where('bulkEmailId', '=', id).where('toEmail', '=', inFlight.taken!).executeTakeFirstOrThrow();
        const [stored] = (await outbox(ctx)).filter((m) => m.to === inFlight.taken);
        expect(message).toMatchObject({ status: 'sent', providerMessageId: stored.id });
        const events = await ctx.db.selectFrom('emailEvents').select('type').where('messageId', '=', message.id).orderBy('createdAt').execute();
        expect(events.map((e) => e.type)).toEqual(['sent', 'delivered']);
      } else {
        expect(await getBulk(id)).toMatchObject({ state: 'completed', total: n, sent: n - 2, failed: 2 });
        expect(states[inFlight.taken!]).toBe('failed');
      }
      expect(states[inFlight.lost!]).toBe('failed');
      // Nobody mailed twice, and the lost one not mailed again.
      const mailed = (await outbox(ctx)).filter((m) => m.to.endsWith(`@${domain}`)).map((m) => m.to);
      expect(mailed.sort()).toEqual(Array.from({ length: n }, (_, i) => `f${i}@${domain}`).filter((e) => e !== inFlight.lost).sort());
    });
  }

  it('a send stopped by a shutdown gives its unsent claims back: the resumed run mails them, nobody fails', async () => {
    const n = 40;
    const contacts = await Promise.all(Array.from({ length: n }, (_, i) => insertContact(ctx, owner.companyId, { name: `S${i}`, email: `s${i}@stop.test` })));
    const created = await bulk({ recipients: { type: 'contacts', contactIds: contacts }, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    const id = created.body._id;
    const stop = new AbortController();
    let handed = 0;
    const stopping: MailConnector = {
      ...ctx.deps.connectors.mail,
      send: async (m) => {
        handed += 1;
        if (handed === 5) stop.abort(); // the shutdown comes while the 5th message is being handed over
        return ctx.deps.connectors.mail.send(m);
      },
    };
    const deps: AppDeps = { ...ctx.deps, connectors: { ...ctx.deps.connectors, mail: stopping } };
    await expect(runBulkEmail(deps, id, { concurrency: 2, signal: stop.signal })).rejects.toThrow(Interrupted);
    const states = await recipientsOf(id);
    // Handed over: marked sent; claimed in the same chunk but not handed over: pending again.
    expect(states.filter((r) => r.state === 'sent')).toHaveLength(handed);
    expect(states.filter((r) => r.state === 'pending' && r.attemptedAt !== null)).toHaveLength(0);

    await runBulkEmail(ctx.deps, id, { concurrency: 3 });
    expect(await getBulk(id)).toMatchObject({ state: 'completed', sent: n, failed: 0 });
    const mailed = (await outbox(ctx)).filter((m) => m.to.endsWith('@stop.test')).map((m) => m.to).sort();
    expect(mailed).toEqual(Array.from({ length: n }, (_, i) => `s${i}@stop.test`).sort());
  });

  it('two runs of the same job at once (a pg-boss takeover) mail each recipient once', async () => {
    const n = 12;
    const contacts = await Promise.all(Array.from({ length: n }, (_, i) => insertContact(ctx, owner.companyId, { name: `T${i}`, email: `t${i}@twice.test` })));
    const created = await bulk({ recipients: { type: 'contacts', contactIds: contacts }, sendAt: new Date(Date.now() + 3_600_000).toISOString() });
    await Promise.all([runBulkEmail(ctx.deps, created.body._id, { concurrency: 3 }), runBulkEmail(ctx.deps, created.body._id, { concurrency: 3 })]);
    expect(await getBulk(created.body._id)).toMatchObject({ state: 'completed', sent: n, failed: 0 });
    expect((await outbox(ctx)).filter((m) => m.to.endsWith('@twice.test'))).toHaveLength(n);
  });
});
