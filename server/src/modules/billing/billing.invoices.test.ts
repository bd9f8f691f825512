import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { nextInvoiceSeq } from './billing.repository';
import { CARDS, subscribe } from './billing.testkit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const seqOf = (number: string) => Number(number.split('-')[1]);

describe('invoice numbering', () => {
  it('numbers concurrent charges of many users sequentially, without gaps or duplicates', async () => {
    const users = await Promise.all(Array.from({ length: 8 }, () => createTestUser(ctx, { subscriptionType: 'freemium' })));
    // Declined cards in between must not consume numbers.
    const results = await Promise.all(users.map((u, i) => subscribe(ctx, u, 'promo_landing', i % 3 === 2 ? CARDS.declined : CARDS.ok)));
    const paid = results.filter((r) => r.status === 200);
    expect(paid).toHaveLength(results.filter((_, i) => i % 3 !== 2).length);
    expect(results.filter((r) => r.status === 403)).toHaveLength(2);
    const year = new Date().getUTCFullYear();
    const numbers = paid.map((r) => r.body.invoice.number as string);
    expect(numbers.every((n) => n.startsWith(`${year}-`))).toBe(true);
    expect(numbers.map(seqOf).sort((a, b) => a - b)).toEqual(Array.from({ length: paid.length }, (_, i) => i + 1));
  });

  it('gives a rolled-back number back: the next invoice takes it', async () => {
    const year = 2031;
    const first = await ctx.db.transaction().execute((trx) => nextInvoiceSeq(trx, year));
    await expect(ctx.db.transaction().execute(async (trx) => {
      await nextInvoiceSeq(trx, year);
      throw new Error('charge recorded, then something failed');
    })).rejects.toThrow();
    const [a, b] = await Promise.all([
      ctx.db.transaction().execute((trx) => nextInvoiceSeq(trx, year)),
      ctx.db.transaction().execute((trx) => nextInvoiceSeq(trx, year)),
    ]);
    expect(first).toBe(1);
    expect([a, b].sort()).toEqual([2, 3]);
  });
});

describe('invoice list and PDF', () => {
  it('lists the caller\'s invoices, and downloads one as a PDF; others get 404', async () => {
    const owner = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const stranger = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const paid = await subscribe(ctx, owner, 'standard_corp', CARDS.ok, { promoCode: 'WELCOME20' });
    const invoiceId = paid.body.invoice._id as string;

    const list = await call(ctx, 'GET', '/api/invoices?page=1&limit=10', { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, limit: 10 });
    expect(list.body.data[0]).toMatchObject({ _id: invoiceId, taxBaseCents: 15920, taxCents: 3343, totalCents: 19263, discountCents: 3980 });
    expect((await call(ctx, 'GET', '/api/invoices', { token: stranger.token })).body.total).toBe(0);

    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${paid.body.invoice.number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);

    const foreign = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf`, headers: { authorization: `Bearer ${stranger.token}` } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error_code: 'not_found' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/invoices/not-a-uuid/pdf', headers: { authorization: `Bearer ${owner.token}` } })).statusCode).toBe(400);
  });
});
