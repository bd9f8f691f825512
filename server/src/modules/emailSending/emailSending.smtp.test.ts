import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { startSmtpSink } from '../../connectors/mail/smtpSink';
import { addSendingDomain, insertContact, tokenIn } from './emailSending.fixtures';

let ctx: TestContext;
let owner: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let publicKey: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  ctx = await createTestContext({ jobs: true, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://crm.example.com' } });
  owner = await createTestUser(ctx);
  publicKey = (await addSendingDomain(ctx, owner.companyId, 'dkim-shop.test')).publicKey;
});
afterAll(async () => {
  await ctx?.close(); // closes the SMTP pool first, or the sink would wait for its connections
  await smtp?.close();
});

/** DNS as the receiver sees it: only the domain's DKIM record. */
const resolver = async (name: string, type: string) => {
  if (type === 'TXT' && name === 'crm1._domainkey.dkim-shop.test') return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
  throw Object.assign(new Error(`no ${type} ${name}`), { code: 'ENOTFOUND' });
};

/** A header's unfolded value. */
const header = (raw: string, name: string) => {
  const match = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw.split(/\r?\n\r?\n/)[0]);
  return match?.[1].replace(/\r?\n[ \t]+/g, ' ').trim();
};

/** The message text with quoted-printable undone (soft breaks, =XX bytes as UTF-8). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

describe('sending through SMTP', () => {
  it('delivers a DKIM-signed message whose signature covers both unsubscribe headers, with variables and tracked links', async () => {
    const res = await call(ctx, 'POST', '/api/mailerSend/sendEmail', {
      token: owner.token,
      body: {
        companyId: owner.companyId, from: { email: 'hola@dkim-shop.test', name: 'DKIM Shop' }, to: { email: 'eva@example.net', name: 'Eva' },
        subject: 'Hola {{name}}', html: '<html><body><p>Hola {{name}}, tu código es {{code}}</p><a href="https://dkim-shop.test/tienda">Tienda</a></body></html>',
        variables: { name: 'Eva', code: 'A<1>' },
      },
    });
    expect(res.body.status).toBe('sent');
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['eva@example.net']);
    expect(mail.from).toBe('hola@dkim-shop.test');
    const body = decoded(mail.raw);
    const token = tokenIn(body);
    expect(header(mail.raw, 'List-Unsubscribe')).toBe(`<https://crm.example.com/api/email/u/${token}>`);
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(body).toContain('Hola Eva, tu código es A&lt;1&gt;');
    expect(body).toContain(`https://crm.example.com/api/email/c/${token}.0`);
    expect(body).not.toContain('dkim-shop.test/tienda');

    const verified = await dkimVerify(Buffer.from(mail.raw), { resolver });
    const [signature] = verified.results;
    expect(signature.status.result).toBe('pass');
    expect(signature.signingDomain).toBe('dkim-shop.test');
    expect(signature.selector).toBe('crm1');
    expect(signature.signingHeaders!.keys.toLowerCase().split(':').map((k) => k.trim())).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post', 'from', 'subject', 'message-id']));
    // Delivered means "the relay took it" on SMTP: no delivery reports come back.
    const events = await ctx.db.selectFrom('emailEvents').select('type').where('messageId', '=', res.body.messageId).execute();
    expect(events.map((e) => e.type).sort()).toEqual(['delivered', 'sent']);
  });

  it('a tampered unsubscribe header breaks the signature', async () => {
    const raw = smtp.received[0].raw.replace(/^List-Unsubscribe-Post: .*$/m, 'List-Unsubscribe-Post: nothing');
    const verified = await dkimVerify(Buffer.from(raw), { resolver });
    expect(verified.results[0].status.result).toBe('fail');
  });

  it('a bulk send goes over the pooled connections: fewer connections than messages', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => insertContact(ctx, owner.companyId, { name: `P${i}`, email: `p${i}@pool.test` })));
    const before = smtp.received.length;
    const res = await call(ctx, 'POST', '/api/mailerSend/sendBulkEmail', {
      token: owner.token,
      body: { companyId: owner.companyId, from: { email: 'hola@dkim-shop.test' }, subject: 'Hola {{name}}', text: 'Hola {{name}}', recipients: { type: 'contacts', contactIds: ids } },
    });
    for (let i = 0; i < 200; i += 1) {
      const b = (await call(ctx, 'GET', `/api/mailerSend/bulkEmail/${res.body._id}?companyId=${owner.companyId}`, { token: owner.token })).body;
      if (b.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const batch = smtp.received.slice(before);
    expect(batch.map((m) => m.to[0]).sort()).toEqual(ids.map((_, i) => `p${i}@pool.test`).sort());
    expect(batch.every((m) => /Subject: Hola P\d+/.test(m.raw))).toBe(true);
    const connections = new Set(batch.map((m) => m.connection));
    expect(connections.size).toBeLessThanOrEqual(5);
  });
});
