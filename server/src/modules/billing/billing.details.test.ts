import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { invoiceLines } from './billing.invoiceLines';
import { subscribe } from './billing.testkit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const SPANISH = { legalName: 'Ferretería Norte S.L.', taxId: 'B-1234567-4', addressLine1: 'Calle Mayor 3', postalCode: '48001', city: 'Bilbao', province: 'Bizkaia', country: 'ES' };
const GERMAN = { legalName: 'Nord GmbH', taxId: 'DE 123 456 789', addressLine1: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', country: 'DE' };
const AMERICAN = { legalName: 'North Inc.', taxId: null, addressLine1: '1 Main St', postalCode: '10001', city: 'New York', country: 'US' };

const save = (user: TestUser, body: Record<string, unknown>) => call(ctx, 'PUT', '/api/billingDetails', { token: user.token, body });
const preview = (user: TestUser, plan = 'standard') => call(ctx, 'POST', '/api/previewSubscriptionChange', { token: user.token, body: { newSubscriptionType: plan } });

describe('billing details', () => {
  it('starts empty with the seller from configuration, and keeps what the user gives (tax id compacted)', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    const first = await call(ctx, 'GET', '/api/billingDetails', { token: user.token });
    expect(first.body).toEqual({ details: null, seller: { legalName: 'Marketing CRM S.L. (demo)', taxId: 'B12345674', address: 'Calle Ejemplo 1, 28001 Madrid', country: 'ES' } });
    const saved = await save(user, SPANISH);
    expect(saved.status).toBe(200);
    expect(saved.body.details).toMatchObject({ legalName: 'Ferretería Norte S.L.', taxId: 'B12345674', country: 'ES', addressLine2: null, invoiceEmail: null });
    expect((await call(ctx, 'GET', '/api/billingDetails', { token: user.token })).body.details).toEqual(saved.body.details);
    // Another user sees their own (none), never these.
    const other = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await call(ctx, 'GET', '/api/billingDetails', { token: other.token })).body.details).toBeNull();
    expect((await call(ctx, 'GET', '/api/billingDetails')).status).toBe(401);
  });

  it('refuses a tax id that is not valid for the country, and a Spanish buyer without one, changing nothing', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    await save(user, SPANISH);
    for (const [body, field, code] of [
      [{ ...SPANISH, taxId: 'B12345675' }, 'body.taxId', 'invalid_tax_id'],
      [{ ...SPANISH, taxId: '' }, 'body.taxId', 'required'],
      [{ ...GERMAN, taxId: '12345678' }, 'body.taxId', 'invalid_tax_id'],
      [{ ...SPANISH, country: 'XX' }, 'body.country', 'invalid_country'],
      [{ ...SPANISH, legalName: ' ' }, 'body.legalName', 'required'],
    ] as const) {
      const res = await save(user, body);
      expect([field, res.status, res.body.details?.find((d: { path: string }) => d.path === field)?.code]).toEqual([field, 400, code]);
    }
    expect((await call(ctx, 'GET', '/api/billingDetails', { token: user.token })).body.details).toMatchObject({ taxId: 'B12345674', country: 'ES' });
  });
});

describe('VAT on what is charged', () => {
  it('charges 21 % IVA to a Spanish business and puts the buyer, seller and VAT line on the invoice', async () => {
    const user = await createTestUser(ctx, { subscriptionType: 'freemium' });
    await save(user, SPANISH);
    expect((await preview(user)).body).toMatchObject({ subtotalCents: 4900, taxBaseCents: 4900, taxRatePercent: 21, taxCents: 1029, taxKind: 'es_vat', totalCents: 5929 });
    const paid = await subscribe(ctx, user, 'standard');
    expect(paid.status).toBe(200);
    expect(paid.body.invoice).toMatchObject({
      planId: 'standard', taxBaseCents: 4900, taxRatePercent: 21, taxCents: 1029, taxKind: 'es_vat', totalCents: 5929,
      buyer: { legalName: 'Ferretería Norte S.L.', taxId: 'B12345674', city: 'Bilbao', country: 'ES' },
      seller: { legalName: 'Marketing CRM S.L. (demo)', taxId: 'B12345674' },
    });
    expect(paid.body.info.subscription).toMatchObject({ subscriptionType: 'standard', status: 'active' });
  });

  it('reverses the charge for an EU business with its VAT number, and charges no Spanish VAT outside the EU', async () => {
    const german = await createTestUser(ctx, { subscriptionType: 'freemium' });
    await save(german, GERMAN);
    expect((await preview(german, 'standard_corp')).body).toMatchObject({ taxBaseCents: 19900, taxRatePercent: 0, taxCents: 0, taxKind: 'reverse_charge', totalCents: 19900 });
    const paid = await subscribe(ctx, german, 'standard_corp');
    expect(paid.body.invoice).toMatchObject({ taxKind: 'reverse_charge', taxCents: 0, totalCents: 19900, buyer: { taxId: 'DE123456789', country: 'DE' } });

    const american = await createTestUser(ctx, { subscriptionType: 'freemium' });
    expect((await save(american, AMERICAN)).status).toBe(200);
    expect((await preview(american)).body).toMatchObject({ taxKind: 'not_subject', taxCents: 0, totalCents: 4900 });
  });
});

describe('invoice lines', () => {
  const base = { subtotalCents: 4900, discountCents: 980, promoCode: 'WELCOME20', creditCents: 0, taxBaseCents: 3920, taxRatePercent: 21, taxCents: 823, totalCents: 4743 };

  it('states the deductions, the tax base, the VAT line with its rate and the total', () => {
    expect(invoiceLines({ ...base, taxKind: 'es_vat' }, 'es')).toEqual({
      lines: [
        { label: 'Subtotal', cents: 4900 },
        { label: 'Descuento (WELCOME20)', cents: 980, negative: true },
        { label: 'Base imponible', cents: 3920 },
        { label: 'IVA (21 %)', cents: 823 },
        { label: 'Total', cents: 4743, strong: true },
      ],
      mention: null,
    });
  });

  it('carries the legal mention instead of VAT when the charge is reversed or not subject', () => {
    const reversed = invoiceLines({ ...base, taxRatePercent: 0, taxCents: 0, totalCents: 3920, taxKind: 'reverse_charge' }, 'en');
    expect(reversed.lines.map((l) => l.label)).toEqual(['Subtotal', 'Discount (WELCOME20)', 'Tax base', 'VAT (0%)', 'Total']);
    expect(reversed.mention).toMatch(/^Reverse charge \(Art\. 196 of Directive 2006\/112\/EC\)/);
    expect(invoiceLines({ ...base, taxKind: 'not_subject' }, 'es').mention).toBe('Operación no sujeta al IVA español (art. 69 de la Ley 37/1992).');
    // Invoices from before VAT was itemised keep their old shape.
    expect(invoiceLines({ ...base, taxKind: 'none' }, 'es').lines.map((l) => l.label)).toEqual(['Subtotal', 'Descuento (WELCOME20)', 'Total']);
  });
});
