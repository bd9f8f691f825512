import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call } from '../../../test/fixtures';
import { loadConfig } from '../../config';
import { createMailConnector } from '.';
import { startSmtpSink } from './smtpSink';

const startSmtp = (auth?: { user: string; pass: string }) => startSmtpSink({ auth });

describe('SMTP connector (SMTP_URL set)', () => {
  it('delivers to a real SMTP server with authentication', async () => {
    const smtp = await startSmtp({ user: 'mailer', pass: 's3cret' });
    try {
      const config = loadConfig({ SMTP_URL: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, MAIL_FROM: 'CRM <no-reply@crm.test>' });
      // The SMTP connector never touches the database.
      const mail = createMailConnector(config, null as never);
      expect(mail.kind).toBe('smtp');
      const { id } = await mail.send({ to: 'ana@example.com', subject: 'Hola ñandú', text: 'Cuerpo del mensaje', replyTo: 'help@crm.test', tag: 'test' });
      expect(id).toEqual(expect.any(String));
      expect(smtp.received).toHaveLength(1);
      const [msg] = smtp.received;
      expect(msg.user).toBe('mailer');
      expect(msg.from).toBe('no-reply@crm.test');
      expect(msg.to).toEqual(['ana@example.com']);
      expect(msg.raw).toMatch(/^Subject: =\?UTF-8\?/m);
      expect(msg.raw).toMatch(/^Reply-To: help@crm\.test/m);
      expect(msg.raw).toMatch(/^X-Tag: test/m);
      expect(msg.raw).toContain('Cuerpo del mensaje');
      expect(await mail.outbox('ana@example.com')).toEqual([]);
      // Pooled: the connection stays open for the next message until the connector closes.
      await mail.close?.();
    } finally {
      await smtp.close();
    }
  });

  it('fails when the server refuses the credentials', async () => {
    const smtp = await startSmtp({ user: 'mailer', pass: 's3cret' });
    try {
      const mail = createMailConnector(loadConfig({ SMTP_URL: `smtp://mailer:wrong@127.0.0.1:${smtp.port}` }), null as never);
      await expect(mail.send({ to: 'ana@example.com', subject: 'x', text: 'y' })).rejects.toMatchObject({ code: 'smtp_auth', permanent: true });
      expect(smtp.received).toHaveLength(0);
      await mail.close?.();
    } finally {
      await smtp.close();
    }
  });

  it('is what the app uses for forgotten-password mail when SMTP_URL is set', async () => {
    const smtp = await startSmtp();
    const ctx = await createTestContext({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      await call(ctx, 'POST', '/api/register', {
        body: { name: 'Ana', email: 'smtp.user@example.com', password: 'Secret123', companyName: 'A', acceptTerms: true },
      });
      expect((await call(ctx, 'POST', '/api/forgotPassword', { body: { email: 'smtp.user@example.com' } })).body).toEqual({ ok: true });
      expect(smtp.received.map((m) => m.to)).toEqual([['smtp.user@example.com']]);
      expect(smtp.received[0].raw).toMatch(/\b\d{6}\b/);
      // No sandbox outbox while real mail is configured.
      expect((await call(ctx, 'GET', '/api/dev/outbox')).status).toBe(404);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

describe('sandbox connector and /api/dev/outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('stores mail newest first and filters by recipient, case-insensitively', async () => {
    const mail = ctx.deps.connectors.mail;
    expect(mail.kind).toBe('sandbox');
    await mail.send({ to: 'one@example.com', subject: 'First', text: 'a', companyId: '00000000-0000-4000-8000-000000000001' });
    await mail.send({ to: 'two@example.com', subject: 'Other', text: 'b' });
    await mail.send({ to: 'One@Example.com', subject: 'Second', text: 'c', tag: 't' });
    const mine = await mail.outbox('one@example.com');
    expect(mine.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(mine[1]).toMatchObject({ companyId: '00000000-0000-4000-8000-000000000001', from: expect.any(String) });
    expect((await mail.outbox()).length).toBe(3);
  });

  it('shows the outbox as an escaped HTML page', async () => {
    await ctx.deps.connectors.mail.send({ to: 'x@example.com', subject: '<script>alert(1)</script>', text: 'Code <b>123456</b>' });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=x@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('Code &lt;b&gt;123456&lt;/b&gt;');
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('Other');
  });

  it('shows HTML mail in a sandboxed frame with its headers, and each message on its own page', async () => {
    await ctx.deps.connectors.mail.send({
      to: 'html@example.com', subject: 'Oferta', text: 'texto', html: '<html><head></head><body><p>Hola "tú"</p><img src="https://crm.test/api/email/o/x.gif"></body></html>',
      listUnsubscribe: 'https://crm.test/api/email/u/T', messageId: '<m-1@shop.test>',
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?to=html@example.com' });
    expect(res.body).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&lt;html&gt;&lt;head&gt;&lt;base target=&quot;_blank&quot;&gt;');
    expect(res.body).toContain('Hola &quot;tú&quot;');
    expect(res.body).toContain('List-Unsubscribe: &lt;https://crm.test/api/email/u/T&gt;');
    expect(res.body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(res.body).toContain('Message-ID: &lt;m-1@shop.test&gt;');
    // The pixel must load when the message is read (opens are real), links open in a new tab.
    expect(res.headers['content-security-policy']).toMatch(/img-src \*/);
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'/);
    const [stored] = await ctx.deps.connectors.mail.outbox('html@example.com');
    const link = `/api/dev/outbox/${stored.id}`;
    expect(res.body).toContain(`href="${link}"`);
    const one = await ctx.app.inject({ method: 'GET', url: link });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('<iframe');
    expect((await ctx.app.inject({ method: 'GET', url: link, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
  });

  it('stores a message once per Message-ID (a retried send)', async () => {
    const mail = ctx.deps.connectors.mail;
    const first = await mail.send({ to: 'once@example.com', subject: 'A', text: 'a', messageId: '<same@shop.test>' });
    const again = await mail.send({ to: 'once@example.com', subject: 'A', text: 'a', messageId: '<same@shop.test>' });
    expect(again.id).toBe(first.id);
    expect(await mail.outbox('once@example.com')).toHaveLength(1);
  });

  it('answers only on this machine: from another address it is not there', async () => {
    await ctx.deps.connectors.mail.send({ to: 'remote@example.com', subject: 'Code', text: '654321' });
    const remote = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('654321');
    const local = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '::1' });
    expect(local.body).toContain('654321');
  });

  it('is not served in production, where it would hand out reset codes', async () => {
    const prod = await createTestContext({ env: { NODE_ENV: 'production' } });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error_code).toBe('not_found');
    } finally {
      await prod.close();
    }
  });
});
