import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser } from '../../../test/fixtures';
import { subscribe } from '../billing/billing.testkit';
import { eraseDue, type ErasureLine } from './erasure';

const DAY = 86_400_000;
const BUYER = { legalName: 'Ferretería Norte S.L.', taxId: 'B-1234567-4', addressLine1: 'Calle Mayor 3', postalCode: '48001', city: 'Bilbao', province: 'Bizkaia', country: 'ES' };

/**
 * Spanish law asks to keep issued invoices for years (Código de Comercio art. 30: six). Erasing an
 * account keeps its invoices, detached from it, with what they state, until the end of the sixth
 * year after the one they were issued in; no call of anyone reaches them; then the purge erases them.
 */
describe('issued invoices outlive the erased account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx?.close());

  it('keeps the invoice with its number, parties and totals, unreachable by anyone, until its retention ends', async () => {
    const ana = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const stranger = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await call(ctx, 'PUT', '/api/billingDetails', { token: ana.token, body: BUYER })).status).toBe(200);
    const paid = await subscribe(ctx, ana, 'standard_corp');
    expect(paid.status).toBe(200);
    expect((await subscribe(ctx, stranger, 'standard_corp')).status).toBe(200);
    const invoiceId = paid.body.invoice._id as string;
    const issued = await ctx.db.selectFrom('billingInvoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    expect(issued.paymentId).not.toBeNull();

    expect((await call(ctx, 'POST', '/api/user/deletion', { token: ana.token, body: { password: ana.password } })).status).toBe(200);
    const lines: ErasureLine[] = [];
    await eraseDue(ctx.deps, new Date(Date.now() + 31 * DAY), (line) => lines.push(line));
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', ana.id).executeTakeFirst()).toBeUndefined();
    expect(await ctx.db.selectFrom('billingPayments').select('id').where('userId', '=', ana.id).execute()).toEqual([]);

    // The invoice as issued, with no tie left to the account or its payment.
    const kept = await ctx.db.selectFrom('billingInvoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();
    const { userId, paymentId, detachedAt, retainedUntil, ...stated } = kept;
    const { userId: _u, paymentId: _p, detachedAt: _d, retainedUntil: _r, ...statedBefore } = issued;
    expect(stated).toEqual(statedBefore);
    expect(stated).toMatchObject({ number: paid.body.invoice.number, totalCents: paid.body.invoice.totalCents, taxBaseCents: paid.body.invoice.taxBaseCents, taxCents: paid.body.invoice.taxCents });
    expect(stated.buyer).toMatchObject({ legalName: BUYER.legalName, taxId: 'B12345674', addressLine1: BUYER.addressLine1, city: 'Bilbao' });
    expect(stated.seller).toMatchObject({ legalName: expect.any(String), taxId: expect.any(String) });
    expect({ userId, paymentId }).toEqual({ userId: null, paymentId: null });
    expect(detachedAt).toBeInstanceOf(Date);
    const year = issued.issuedAt.getUTCFullYear();
    expect(retainedUntil).toEqual(new Date(Date.UTC(year + 7, 0, 1)));
    const [entry] = await ctx.db.selectFrom('erasureLog').select('counts').where('subjectId', '=', ana.id).execute();
    expect(entry.counts).toMatchObject({ invoicesRetained: 1 });

    // No call reaches it: another subscriber lists only their own, and its PDF is a 404.
    const list = await call(ctx, 'GET', '/api/invoices?page=1&limit=50', { token: stranger.token });
    expect(list.body.total).toBe(1);
    expect(list.body.data.map((i: { _id: string }) => i._id)).not.toContain(invoiceId);
    const pdf = await ctx.app.inject({ method: 'GET', url: `/api/invoices/${invoiceId}/pdf`, headers: { authorization: `Bearer ${stranger.token}` } });
    expect(pdf.statusCode).toBe(404);

    // Kept until the retention date; the purge after it erases it and nothing else.
    await eraseDue(ctx.deps, new Date(retainedUntil!.getTime() - DAY), (line) => lines.push(line));
    expect(await ctx.db.selectFrom('billingInvoices').select('id').where('id', '=', invoiceId).executeTakeFirst()).toBeDefined();
    await eraseDue(ctx.deps, new Date(retainedUntil!.getTime() + DAY), (line) => lines.push(line));
    expect(await ctx.db.selectFrom('billingInvoices').select('id').where('id', '=', invoiceId).executeTakeFirst()).toBeUndefined();
    expect((await call(ctx, 'GET', '/api/invoices?page=1&limit=50', { token: stranger.token })).body.total).toBe(1);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'retained invoices erased', counts: { invoices: 1 } }));
    expect(JSON.stringify(lines)).not.toMatch(/@|Ferretería/);
  });

  it('an account deleted outside the purge keeps its invoices detached too (the rule lives in the database)', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const paid = await subscribe(ctx, user, 'standard_corp');
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    const kept = await ctx.db.selectFrom('billingInvoices').select(['number', 'userId', 'retainedUntil']).where('id', '=', paid.body.invoice._id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ number: paid.body.invoice.number, userId: null, retainedUntil: expect.any(Date) });
  });
});
