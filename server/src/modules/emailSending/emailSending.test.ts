import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { UNVERIFIED_SENDER_CODE } from '../../../../contract/email';
import { addSendingDomain, addTemplate, outbox, tokenIn } from './emailSending.fixtures';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let viewer: TestUser;
const from = { email: 'news@ana-shop.test', name: 'Ana Shop' };

beforeAll(async () => {
  ctx = await createTestContext({ env: { PUBLIC_URL: 'https://crm.example.com' } });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
  await addSendingDomain(ctx, owner.companyId, 'ana-shop.test');
  await addSendingDomain(ctx, owner.companyId, 'pending-shop.test', 'pending');
  await addSendingDomain(ctx, stranger.companyId, 'stranger.test');
});
afterAll(async () => ctx?.close());

const send = (body: Record<string, unknown>, user = owner) =>
  call(ctx, 'POST', '/api/mailerSend/sendEmail', { token: user.token, body: { companyId: user.companyId, from, ...body } });
const createContact = async (body: Record<string, unknown>) =>
  (await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, ...body } })).body._id as string;
const counts = async () => ({
  messages: Number((await ctx.db.selectFrom('emailMessages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
  outbox: (await outbox(ctx)).length,
  suppressions: Number((await ctx.db.selectFrom('emailSuppressions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
});
const eventsOf = async (messageId: string) =>
  (await ctx.db.selectFrom('emailEvents').select(['type', 'url']).where('messageId', '=', messageId).orderBy('createdAt').execute());

describe('sendEmail', () => {
  it('mails a contact a template with its values, tracked links, the open pixel and the unsubscribe footer and headers', async () => {
    const contactId = await createContact({ name: 'José <b>', surname: 'Muñoz', email: 'jose@example.com', city: 'Toledo' });
    const template = await addTemplate(ctx, owner.companyId, {
      subject: 'Hola {{name}}',
      html: '<html><head></head><body><p>Hola {{fullName}} de {{city|tu ciudad}}, {{promo|sin código}}</p><a href="https://shop.test/oferta?a=1&amp;b=2">Oferta</a> <a href="mailto:hola@ana-shop.test">Escríbenos</a> <a href="#top">Arriba</a> <a href="https://shop.test/oferta?a=1&amp;b=2">Otra vez</a></body></html>',
    });
    const res = await send({ to: { contactId }, templateId: template.id, variables: { promo: 'VERANO' }, tags: ['summer'] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ messageId: expect.any(String), status: 'sent' });

    const [mail] = await outbox(ctx, 'jose@example.com');
    expect(mail.subject).toBe('Hola José <b>');
    expect(mail.from).toBe('"Ana Shop" <news@ana-shop.test>');
    const html = mail.html!;
    expect(html).toContain('Hola José &lt;b&gt; Muñoz de Toledo, VERANO');
    const token = tokenIn(html);
    // Both links to the same target share one click URL; mailto and anchors are untouched.
    expect(html.match(new RegExp(`https://crm\\.example\\.com/api/email/c/${token}\\.0`, 'g'))).toHaveLength(2);
    expect(html).not.toContain('shop.test/oferta');
    expect(html).toContain('href="mailto:hola@ana-shop.test"');
    expect(html).toContain('href="#top"');
    expect(html).toMatch(new RegExp(`<img src="https://crm\\.example\\.com/api/email/o/${token}\\.gif" width="1" height="1" alt=""[^>]*></body>`));
    expect(html).toContain('Darte de baja</a>');
    expect(mail.text).toContain(`https://crm.example.com/api/email/u/${token}`);
    expect(mail.headers).toMatchObject({
      'List-Unsubscribe': `<https://crm.example.com/api/email/u/${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.messageId).toMatch(/^<.+@ana-shop\.test>$/);
    expect((await eventsOf(res.body.messageId)).map((e) => e.type)).toEqual(['sent', 'delivered']);
  });

  it('sends raw text to a plain address, linking the contact that has it', async () => {
    const contactId = await createContact({ name: 'Lucía', email: 'lucia@example.com' });
    const res = await send({ to: { email: 'Lucia@Example.com' }, subject: 'Hi {{name|friend}}', text: 'Visit https://shop.test' });
    expect(res.body.status).toBe('sent');
    const [mail] = await outbox(ctx, 'lucia@example.com');
    expect(mail.subject).toBe('Hi Lucía');
    expect(mail.html).toBeNull();
    expect(mail.text).toMatch(/^Visit https:\/\/shop\.test\n\n--\n/);
    const row = await ctx.db.selectFrom('emailMessages').select('contactId').where('id', '=', res.body.messageId).executeTakeFirstOrThrow();
    expect(row.contactId).toBe(contactId);
  });

  it('refuses a sender whose domain is not a verified domain of the company, and stores nothing', async () => {
    const before = await counts();
    for (const email of ['news@pending-shop.test', 'news@stranger.test', 'news@unknown.test']) {
      const res = await send({ from: { email }, to: { email: 'x@example.com' }, subject: 'S', text: 'T' });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ error_code: UNVERIFIED_SENDER_CODE, message: expect.stringMatching(/verified/) });
    }
    expect(await counts()).toEqual(before);
  });

  it('checks membership, permission and input before anything is stored', async () => {
    const before = await counts();
    const body = { to: { email: 'x@example.com' }, subject: 'S', text: 'T' };
    expect((await call(ctx, 'POST', '/api/mailerSend/sendEmail', { token: stranger.token, body: { companyId: owner.companyId, from, ...body } })).status).toBe(404);
    expect((await call(ctx, 'POST', '/api/mailerSend/sendEmail', { token: viewer.token, body: { companyId: owner.companyId, from, ...body } })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/mailerSend/sendEmail', { body: { companyId: owner.companyId, from, ...body } })).status).toBe(401);
    expect((await send({ to: { email: 'x@example.com' }, subject: 'S' })).status).toBe(400);
    expect((await send({ to: {}, subject: 'S', text: 'T' })).status).toBe(400);
    const other = await addTemplate(ctx, stranger.companyId, { subject: 'X', html: '<p>x</p>' });
    expect((await send({ to: { email: 'x@example.com' }, templateId: other.id })).status).toBe(404);
    const noEmail = await createContact({ name: 'Sin correo', phone: '600000000' });
    expect((await send({ to: { contactId: noEmail }, subject: 'S', text: 'T' })).body).toMatchObject({ error_code: 'validation_error' });
    expect(await counts()).toEqual(before);
  });

  it('a test send is marked, untracked and sent even to a suppressed address', async () => {
    await ctx.db.insertInto('emailSuppressions').values({ companyId: owner.companyId, email: 'me@ana-shop.test', reason: 'manual', contactId: null }).execute();
    const res = await send({ to: { email: 'me@ana-shop.test' }, subject: 'Prueba', html: '<body><a href="https://shop.test">x</a></body>', test: true });
    expect(res.body.status).toBe('sent');
    const [mail] = await outbox(ctx, 'me@ana-shop.test');
    expect(mail.subject).toBe('[Test] Prueba');
    expect(mail.html).toContain('href="https://shop.test"');
    expect(mail.html).not.toContain('/api/email/o/');
    // Its unsubscribe link unsubscribes nobody.
    const token = tokenIn(mail.html!);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/email/u/${token}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(200);
    expect((await ctx.db.selectFrom('emailSuppressions').select('reason').where('email', '=', 'me@ana-shop.test').executeTakeFirstOrThrow()).reason).toBe('manual');
  });
});

describe('tracking and unsubscribe', () => {
  let token: string;
  let messageId: string;
  beforeAll(async () => {
    await createContact({ name: 'Marta', email: 'marta@example.com' });
    const res = await send({ to: { email: 'marta@example.com' }, subject: 'Ofertas', html: '<body><a href="https://shop.test/a">A</a><a href="https://shop.test/b">B</a></body>', tags: ['promo'] });
    messageId = res.body.messageId;
    token = tokenIn((await outbox(ctx, 'marta@example.com'))[0].html!);
  });

  it('the pixel is a no-store GIF and records opens; unknown tokens get the GIF and record nothing', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/email/o/${token}.gif` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/gif');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toMatch(/no-store/);
      expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/email/o/${'x'.repeat(32)}.gif` })).statusCode).toBe(200);
    expect((await eventsOf(messageId)).filter((e) => e.type === 'opened')).toHaveLength(2);
  });

  it('a click redirects only to that message\'s own link; anything else is a 404 page, never a redirect', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/email/c/${token}.1` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.test/b');
    for (const url of [`/api/email/c/${token}.7`, `/api/email/c/${'a'.repeat(32)}.0`, '/api/email/c/nope', `/api/email/c/${token}.0?url=https://evil.test`]) {
      const bad = await ctx.app.inject({ method: 'GET', url });
      if (url.includes('evil')) {
        expect(bad.headers.location).toBe('https://shop.test/a');
        continue;
      }
      expect(bad.statusCode).toBe(404);
      expect(bad.headers.location).toBeUndefined();
      expect(bad.headers['content-type']).toMatch(/text\/html/);
    }
    expect((await eventsOf(messageId)).filter((e) => e.type === 'clicked').map((e) => e.url)).toEqual(['https://shop.test/b', 'https://shop.test/a']);
  });

  it('GET shows a confirmation page and unsubscribes nobody; POST unsubscribes once; the next send is suppressed', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: `/api/email/u/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Darme de baja');
    expect((await counts()).suppressions).toBe(1); // only the manual one
    for (let i = 0; i < 2; i += 1) {
      const done = await ctx.app.inject({ method: 'POST', url: `/api/email/u/${token}`, payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(done.statusCode).toBe(200);
      expect(done.headers.location).toBeUndefined();
      expect(done.body).toContain('marta@example.com');
    }
    expect((await eventsOf(messageId)).filter((e) => e.type === 'unsubscribed')).toHaveLength(1);
    const list = await call(ctx, 'GET', `/api/mailerSend/suppressions?companyId=${owner.companyId}`, { token: owner.token });
    expect(list.body.data).toContainEqual(expect.objectContaining({ email: 'marta@example.com', reason: 'unsubscribed', contactId: expect.any(String) }));
    const before = (await outbox(ctx, 'marta@example.com')).length;
    const again = await send({ to: { email: 'marta@example.com' }, subject: 'Más ofertas', text: 'x' });
    expect(again.body).toEqual({ messageId: expect.any(String), status: 'suppressed' });
    expect((await outbox(ctx, 'marta@example.com')).length).toBe(before);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/email/u/${'z'.repeat(32)}` })).statusCode).toBe(404);
  });
});

describe('contact timeline', () => {
  it('the contact\'s timeline (getOneBehavior) lists its email events, newest first, without test sends', async () => {
    const contactId = (await ctx.db.selectFrom('contacts').select('id').where('email', '=', 'marta@example.com').executeTakeFirstOrThrow()).id;
    const behavior = (await call(ctx, 'GET', `/api/getOneBehavior/${owner.companyId}/${contactId}`, { token: viewer.token })).body;
    expect(behavior.emailEvents.map((e: { type: string }) => e.type)).toEqual(['unsubscribed', 'clicked', 'clicked', 'opened', 'opened', 'sent']);
    expect(behavior.emailEvents[1]).toMatchObject({ subject: 'Ofertas', url: 'https://shop.test/a', bulkEmailId: null, messageId: expect.any(String), at: expect.any(String) });
    expect(behavior.events).toEqual([]);
  });
});

describe('sandbox bounces and suppressions', () => {
  it('bounce, soft bounce and complaint addresses are recorded; hard bounces and complaints suppress', async () => {
    const outcomes: Record<string, string[]> = {};
    for (const to of ['bounce@example.com', 'ana+softbounce@example.com', 'ana+complaint@example.com']) {
      const res = await send({ to: { email: to }, subject: 'S', text: 'T' });
      outcomes[to] = (await eventsOf(res.body.messageId)).map((e) => e.type);
    }
    expect(outcomes).toEqual({
      'bounce@example.com': ['sent', 'hard_bounced'],
      'ana+softbounce@example.com': ['sent', 'soft_bounced'],
      'ana+complaint@example.com': ['sent', 'spam_complaint'],
    });
    const list = (await call(ctx, 'GET', `/api/mailerSend/suppressions?companyId=${owner.companyId}`, { token: viewer.token })).body;
    expect(list.data.map((s: { email: string; reason: string }) => `${s.email}:${s.reason}`)).toEqual(expect.arrayContaining(['bounce@example.com:hard_bounced', 'ana+complaint@example.com:spam_complaint']));
    expect(list.data.map((s: { email: string }) => s.email)).not.toContain('ana+softbounce@example.com');
  });

  it('deleteSuppression frees an address, but not a complaint (409), and needs email:manage', async () => {
    const del = (email: string, user = owner) => call(ctx, 'DELETE', '/api/mailerSend/suppressions', { token: user.token, body: { companyId: owner.companyId, email } });
    expect((await del('bounce@example.com', viewer)).status).toBe(403);
    expect((await del('ana+complaint@example.com')).status).toBe(409);
    expect((await del('nobody@example.com')).status).toBe(404);
    expect((await del('bounce@example.com')).body).toEqual({ ok: true });
    const emails = (await call(ctx, 'GET', `/api/mailerSend/suppressions?companyId=${owner.companyId}`, { token: owner.token })).body.data.map((s: { email: string }) => s.email);
    expect(emails).not.toContain('bounce@example.com');
    expect(emails).toContain('ana+complaint@example.com');
    expect((await call(ctx, 'GET', `/api/mailerSend/suppressions?companyId=${owner.companyId}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('MailerSend webhook without a signing secret', () => {
  it('is not there', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/mailerSend/webhook', payload: '{}', headers: { 'content-type': 'application/json', 'x-mailersend-signature': 'a'.repeat(64) } });
    expect(res.statusCode).toBe(404);
  });
});
