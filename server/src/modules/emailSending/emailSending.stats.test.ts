import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { addSendingDomain, outbox, tokenIn } from './emailSending.fixtures';

const SECRET = 'whsec-test-0123456789';
let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
const from = { email: 'news@stats-shop.test' };
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://crm.example.com', MAILERSEND_WEBHOOK_SECRET: SECRET } });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  await addSendingDomain(ctx, owner.companyId, 'stats-shop.test');
});
afterAll(async () => ctx?.close());

async function send(to: string, extra: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/mailerSend/sendEmail', {
    token: owner.token, body: { companyId: owner.companyId, from, to: { email: to }, subject: 'S', html: '<body><a href="https://shop.test">x</a></body>', ...extra },
  });
  expect(res.body.status).toBe('sent');
  const [mail] = await outbox(ctx, to);
  return { messageId: res.body.messageId as string, token: tokenIn(mail.html!), outboxId: mail.id };
}
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
/**
 * `today` is the UTC day: the days are asked in UTC unless a test says otherwise (the company's own
 * zone would make the day differ from it for an hour each night, when these tests then failed).
 */
const stats = (path: string, query: Record<string, string>, user = owner) =>
  call(ctx, 'GET', `/api/mailersend/stats/${path}?${new URLSearchParams({ companyId: user.companyId, timeZone: 'UTC', ...query })}`, { token: user.token });

describe('statistics', () => {
  beforeAll(async () => {
    const m1 = await send('a@example.com', { tags: ['promo'] });
    const m2 = await send('b@example.com', { tags: ['promo', 'news'] });
    await send('bounce@example.com');
    await send('me@stats-shop.test', { test: true, tags: ['promo'] });
    const m5 = await send('c@example.com');
    await get(`/api/email/o/${m1.token}.gif`);
    await get(`/api/email/o/${m1.token}.gif`);
    await get(`/api/email/c/${m1.token}.0`);
    await get(`/api/email/o/${m2.token}.gif`);
    await ctx.app.inject({ method: 'POST', url: `/api/email/u/${m5.token}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  });

  it('totals, rates and days over a range, test sends excluded', async () => {
    const res = await stats('basic', { from: today, to: today, timeZone: 'UTC' });
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({
      sent: 4, delivered: 3, opened: 3, uniqueOpens: 2, clicked: 1, uniqueClicks: 1, bounced: 1, softBounced: 0, hardBounced: 1, unsubscribed: 1, complaints: 0,
      rates: { deliveryRate: 0.75, openRate: 0.6667, clickRate: 0.3333, clickToOpenRate: 0.5, bounceRate: 0.25, unsubscribeRate: 0.3333, complaintRate: 0 },
    });
    expect(res.body.daily).toEqual([expect.objectContaining({ date: today, sent: 4, uniqueOpens: 2 })]);
    const tagged = await stats('basic', { from: today, to: today, tag: 'promo' });
    expect(tagged.body.totals).toMatchObject({ sent: 2, delivered: 2, opened: 3, uniqueOpens: 2, clicked: 1, rates: expect.objectContaining({ openRate: 1, clickRate: 0.5 }) });
    expect((await stats('basic', { from: today, to: today, tag: '' })).body.totals).toMatchObject({ sent: 2, delivered: 1, hardBounced: 1, unsubscribed: 1 });
    const before = await stats('basic', { from: '2020-01-01', to: '2020-12-31' });
    expect(before.body.totals).toMatchObject({ sent: 0, rates: expect.objectContaining({ openRate: 0, deliveryRate: 0 }) });
    expect(before.body.daily).toEqual([]);
  });

  it('per tag, untagged mail under an empty tag', async () => {
    const res = await stats('by-tag', { from: today, to: today });
    const byTag = Object.fromEntries(res.body.data.map((r: { tag: string; sent: number; delivered: number; uniqueOpens: number; hardBounced: number; unsubscribed: number }) => [r.tag, [r.sent, r.delivered, r.uniqueOpens, r.hardBounced, r.unsubscribed]]));
    expect(byTag).toEqual({ '': [2, 1, 0, 1, 1], news: [1, 1, 1, 0, 0], promo: [2, 2, 2, 0, 0] });
  });

  it('refuses bad ranges and strangers', async () => {
    expect((await stats('basic', { from: today, to: '2020-01-01' })).status).toBe(400);
    expect((await stats('basic', { from: '2020-01-01', to: '2021-06-01' })).status).toBe(400);
    expect((await stats('basic', { from: '2021-02-30', to: '2021-03-01' })).status).toBe(400);
    expect((await stats('by-tag', { from: today, to: today, timeZone: 'Mars/Olympus' })).status).toBe(400);
    expect((await stats('basic', { from: today, to: today }, stranger)).status).toBe(200);
    expect((await call(ctx, 'GET', `/api/mailersend/stats/basic?companyId=${owner.companyId}&from=${today}&to=${today}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('MailerSend webhook', () => {
  const post = (payload: unknown, signature?: string) => {
    const raw = JSON.stringify(payload);
    return ctx.app.inject({
      method: 'POST', url: '/api/mailerSend/webhook', payload: raw,
      headers: { 'content-type': 'application/json', 'x-mailersend-signature': signature ?? createHmac('sha256', SECRET).update(raw).digest('hex') },
    });
  };
  /** As MailerSend posts it (reference email.md §A). */
  const activity = (type: string, messageId: string, email: string) => ({
    type, domain_id: 'yzkq340nv50d8wvx', created_at: '2026-11-25T10:00:00.000000Z', webhook_id: '2351ndgwr4q2ax0g', url: 'https://crm.example.com/api/mailerSend/webhook',
    data: {
      object: 'activity', id: '62fb66bef54a112e920b5493', type: type.replace('activity.', ''), created_at: '2026-11-25T10:00:00.000000Z',
      email: { object: 'email', id: '62fb66bdbd8c5e7ee5b4a0b5', from: 'news@stats-shop.test', subject: 'S', status: 'rejected', tags: null, message: { id: messageId }, recipient: { id: '62c69be3ad0e9c4d6f58d0d3', email } },
      template_id: null,
    },
  });

  it('refuses a bad signature and changes nothing; a signed hard bounce suppresses once', async () => {
    const m = await send('eve@example.com');
    const bounce = activity('activity.hard_bounced', m.outboxId, 'eve@example.com');
    const suppressed = () => ctx.db.selectFrom('emailSuppressions').select('reason').where('email', '=', 'eve@example.com').execute();
    expect((await post(bounce, 'a'.repeat(64))).statusCode).toBe(401);
    expect((await post(bounce, 'not-hex')).statusCode).toBe(401);
    expect(await suppressed()).toEqual([]);
    expect((await post(bounce)).json()).toEqual({ ok: true });
    expect((await post(bounce)).json()).toEqual({ ok: true, ignored: true });
    expect(await suppressed()).toEqual([{ reason: 'hard_bounced' }]);
    const events = await ctx.db.selectFrom('emailEvents').select('type').where('messageId', '=', m.messageId).execute();
    expect(events.filter((e) => e.type === 'hard_bounced')).toHaveLength(1);
  });

  it('a complaint outranks an earlier reason; unknown messages and other events are acknowledged and ignored', async () => {
    const m = await send('fred@example.com');
    await post(activity('activity.unsubscribed', m.outboxId, 'fred@example.com'));
    await post(activity('activity.spam_complaint', m.outboxId, 'fred@example.com'));
    expect(await ctx.db.selectFrom('emailSuppressions').select('reason').where('email', '=', 'fred@example.com').execute()).toEqual([{ reason: 'spam_complaint' }]);
    expect((await post(activity('activity.hard_bounced', 'unknown-id', 'x@example.com'))).json()).toEqual({ ok: true, ignored: true });
    expect((await post(activity('activity.opened', m.outboxId, 'fred@example.com'))).json()).toEqual({ ok: true, ignored: true });
  });
});
