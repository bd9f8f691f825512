import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxScheduling } from '../../../connectors/scheduling';
import { calendlySignature } from '../../../connectors/scheduling/signature';
import { call, createTestUser, type TestUser } from '../../../../test/fixtures';
import { createTestContext, type TestContext } from '../../../../test/testApp';
import { createWorkflow, eventually, runsOf, setProp, useRecordingHandlers } from '../../workflows/workflows.fixtures';

/**
 * Bookings start workflows (issue 16 §2): through the real engine (jobs on), a booking made,
 * moved and cancelled through the sandbox — delivered to our webhook signed, as from Calendly —
 * starts exactly one run of the matching trigger for the invitee's contact.
 */
let ctx: TestContext;
let owner: TestUser;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(ctx, method, url, { token: owner.token, body });
const testBooking = (body: Record<string, unknown>) => api('POST', '/api/integrations/calendly/sandbox/test-booking', { companyId: owner.companyId, ...body });
const contactOf = async (email: string) => (await ctx.db.selectFrom('contacts').select('id').where('companyId', '=', owner.companyId).where('email', '=', email).executeTakeFirstOrThrow()).id;
const settle = () => new Promise((r) => setTimeout(r, 1500));

async function connectCalendly(user: TestUser) {
  const started = await api('POST', '/api/integrations/calendly/connect-session', { companyId: user.companyId, lang: 'en' });
  const cookie = String(started.headers['set-cookie']).split(';')[0]!;
  const posted = await ctx.app.inject({
    method: 'POST', url: '/api/integrations/calendly/sandbox/consent', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: started.body.token, decision: 'allow' }).toString(),
  });
  const back = await ctx.app.inject({ method: 'GET', url: String(posted.headers.location), headers: { cookie } });
  expect(back.headers.location).toBe('/en/integrations?connected=calendly');
}

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
  owner = await createTestUser(ctx);
  useRecordingHandlers(ctx);
  await connectCalendly(owner);
});
afterAll(() => ctx?.close());

describe('Calendly bookings start workflows', () => {
  it('a booking starts one run of each matching trigger for the invitee; a delivery repeated by Calendly starts no second one', async () => {
    const tasks = { start: 'a', steps: [setProp('a')] };
    // Re-enrollment on: a second run could only be held back by the booking being told once.
    const anyBooking = await createWorkflow(ctx, owner, { name: 'Any booking', triggerType: 'booking_created', status: 'active', settings: { reenroll: true }, tasks });
    const demoOnly = await createWorkflow(ctx, owner, { name: 'Demo', triggerType: 'booking_created', triggerValue: 'product DEMO', status: 'active', tasks });
    const moved = await createWorkflow(ctx, owner, { name: 'Moved', triggerType: 'booking_rescheduled', status: 'active', settings: { reenroll: true }, tasks });
    const cancelled = await createWorkflow(ctx, owner, { name: 'Cancelled', triggerType: 'booking_canceled', status: 'active', tasks });

    const booked = await testBooking({ name: 'Ana Demo', email: 'ana.demo@example.com', eventName: 'Product demo', startTime: '2030-05-06T09:00:00Z' });
    expect(booked.body.deliveries).toEqual([{ event: 'invitee.created', status: 200 }]);
    const ana = await contactOf('ana.demo@example.com');
    await eventually(async () => (await runsOf(ctx, anyBooking._id)).length === 1 && (await runsOf(ctx, demoOnly._id)).length === 1, 8000, 'the booking runs');

    // Calendly delivers the same invitee.created again (its retries): recorded once, told once.
    const connection = await ctx.db.selectFrom('integrationConnections').selectAll().where('companyId', '=', owner.companyId).where('kind', '=', 'calendly').executeTakeFirstOrThrow();
    const sandbox = ctx.deps.connectors.scheduling as SandboxScheduling;
    const sub = sandbox.subscriptionFor(`http://localhost:3000/api/integrations/calendly/webhook/${connection.id}`)!;
    const payload = sandbox.book(sub, { name: 'Bea Other', email: 'bea.other@example.com', eventName: 'Follow-up' });
    for (let i = 0; i < 2; i++) {
      const raw = JSON.stringify(payload);
      const res = await ctx.app.inject({ method: 'POST', url: `/api/integrations/calendly/webhook/${connection.id}`, payload: raw, headers: { 'content-type': 'application/json', 'calendly-webhook-signature': calendlySignature(sub.signingKey, raw, Math.floor(Date.now() / 1000)) } });
      expect(res.json().outcome).toBe(i === 0 ? 'recorded' : 'duplicate');
    }
    const bea = await contactOf('bea.other@example.com');
    await eventually(async () => (await runsOf(ctx, anyBooking._id)).length === 2, 8000, 'the second booking run');
    await settle();
    const runs = await runsOf(ctx, anyBooking._id);
    expect(runs.map((r) => r.contactId).sort()).toEqual([ana, bea].sort());
    // The Follow-up is not a product demo.
    expect((await runsOf(ctx, demoOnly._id)).map((r) => r.contactId)).toEqual([ana]);
    expect(await runsOf(ctx, moved._id)).toEqual([]);
    expect(await runsOf(ctx, cancelled._id)).toEqual([]);
  });

  it('a reschedule (Calendly’s cancel + new booking) starts the rescheduled trigger once, and never the booked or cancelled ones', async () => {
    const before = { any: await runsOfName('Any booking'), cancelled: await runsOfName('Cancelled') };
    const last = (await api('GET', `/api/integrations/calendly/sandbox/last-booking/${owner.companyId}`)).body.booking;
    expect(last.email).toBe('bea.other@example.com');
    const res = await testBooking({ action: 'reschedule', startTime: '2030-05-09T10:00:00Z' });
    expect(res.body.deliveries).toEqual([{ event: 'invitee.canceled', status: 200 }, { event: 'invitee.created', status: 200 }]);
    const bea = await contactOf('bea.other@example.com');
    const moved = await workflowId('Moved');
    await eventually(async () => (await runsOf(ctx, moved)).length === 1, 8000, 'the rescheduled run');
    await settle();
    expect((await runsOf(ctx, moved)).map((r) => r.contactId)).toEqual([bea]);
    expect(await runsOfName('Any booking')).toBe(before.any);
    expect(await runsOfName('Cancelled')).toBe(before.cancelled);

    await testBooking({ action: 'cancel' });
    await eventually(async () => (await runsOfName('Cancelled')) === 1, 8000, 'the cancelled run');
    await settle();
    expect((await runsOf(ctx, await workflowId('Cancelled'))).map((r) => r.contactId)).toEqual([bea]);
    expect((await runsOf(ctx, moved)).length).toBe(1);
  });
});

async function workflowId(name: string): Promise<string> {
  return (await ctx.db.selectFrom('workflows').select('id').where('companyId', '=', owner.companyId).where('name', '=', name).executeTakeFirstOrThrow()).id;
}
async function runsOfName(name: string): Promise<number> {
  return (await runsOf(ctx, await workflowId(name))).length;
}
