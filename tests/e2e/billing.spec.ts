import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { after, describe, it } from 'node:test';
import { axeClean } from './support/axe';
import { freemiumAtChangeSubscription, giveBillingDetails, openPaidPageLinkingAnAccount, payWith, textOf } from './support/billing';
import { closeBrowser, login, newPage } from './support/fixtures';

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

after(closeBrowser);

/** Registers through the English free-trial form and links an ad account; ends on payment/subscription. */
async function trialUserAtSubscription(page: Page, password: string) {
  await page.goto('/en/register/freetrial');
  await page.getByRole('heading', { name: 'Start your free trial' }).waitFor();
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Tess');
  await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Trial');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('trial'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Trial Ltd');
  await page.getByRole('checkbox', { name: 'I accept the terms of service and the privacy policy' }).check();
  await page.getByRole('button', { name: 'Start free trial', exact: true }).click();
  await page.waitForURL('**/en/mainpage');
  await openPaidPageLinkingAnAccount(page, 'en');
  // A trial is a paid tier (SPEC §4): the guard keeps the user on payment/subscription.
  await page.waitForURL('**/en/payment/subscription');
  await page.getByRole('heading', { name: 'Subscription', level: 1 }).waitFor();
}

describe('billing journeys', () => {
  it('free-trial sign-up in English: upgrade now from payment/subscription, a decline, then a good card, a plan change with credit, the invoices, a cancellation', async () => {
    const { page, context } = await newPage();
    const password = 'Trial1234!';
    await trialUserAtSubscription(page, password);
    await page.getByText('Free trial', { exact: true }).waitFor();
    const upgrade = page.getByRole('region', { name: 'Upgrade now' });
    await upgrade.getByRole('heading', { name: 'Upgrade now' }).waitFor();
    await axeClean(page, 'upgrade now');

    await upgrade.getByRole('button', { name: 'Choose Promo Landing' }).click();
    // A business outside the EU: no Spanish VAT, the legal mention instead of the VAT line.
    await giveBillingDetails(page, 'en', { legalName: 'Trial Ltd', address: '1 Main Street', postalCode: '10001', city: 'New York', country: 'United States' });
    const quote = upgrade.getByTestId('change-quote');
    await quote.filter({ hasText: 'Not subject to Spanish VAT' }).waitFor();
    assert.match(await textOf(quote), /You pay today \(VAT included\)\s*€19\.00/);
    const pay = async (number: string) => {
      await upgrade.getByRole('textbox', { name: 'Card number' }).fill(number);
      await upgrade.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/34');
      await upgrade.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
      await upgrade.getByRole('button', { name: 'Confirm and pay' }).click();
    };
    await pay('4000 0000 0000 0002');
    await upgrade.getByRole('alert').filter({ hasText: 'Your card was declined. Please use another card.' }).waitFor();
    await axeClean(page, 'upgrade now, declined');
    assert.match(page.url(), /\/en\/payment\/subscription$/);

    await pay('4242 4242 4242 4242');
    await page.getByRole('status').filter({ hasText: 'Done: you are on Promo Landing.' }).waitFor();
    await page.getByText(/Renews on/).waitFor();
    assert.equal(await page.getByRole('region', { name: 'Upgrade now' }).count(), 0);

    // Now paying, the user moves up with the saved card; the days already paid are credited.
    const change = page.getByRole('region', { name: 'Change plan' });
    await change.getByRole('button', { name: 'Choose Standard Corporate' }).click();
    await change.getByTestId('change-quote').filter({ hasText: 'Credit for the unused part of your current plan' }).waitFor();
    await axeClean(page, 'change plan');
    await change.getByRole('button', { name: /^Pay €18\d\.\d\d with VISA •••• 4242$/ }).click();
    await page.getByRole('status').filter({ hasText: 'Done: you are on Standard Corporate.' }).waitFor();

    await page.goto('/en/billing');
    const row = page.getByRole('row').filter({ hasText: 'Promo Landing' });
    await row.waitFor();
    assert.match(await row.innerText(), /\d{4}-\d{6}/);
    assert.match(await row.innerText(), /€19\.00/);
    assert.match(await page.getByRole('row').filter({ hasText: 'Standard Corporate' }).innerText(), /€18\d\.\d\d/);

    await page.goto('/en/payment/subscription');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const form = page.getByRole('form', { name: 'Cancel your subscription' });
    await form.getByRole('combobox', { name: 'Main reason' }).click();
    await page.getByRole('option', { name: 'I am not using it enough' }).click();
    await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('status').filter({ hasText: 'Your subscription is cancelled' }).waitFor();
    await page.getByText(/Cancelled: your plan ends on/).waitFor();
    await context.close();
  });

  it('freemium user: sent to changeSubscription, a declined card, then a good one, the invoice, a cancellation', async () => {
    const { page, context } = await newPage();
    await freemiumAtChangeSubscription(page);
    await axeClean(page, 'changeSubscription');

    await page.getByRole('button', { name: 'Elegir Standard Corporate' }).click();
    // Prices are before tax; a Spanish business pays 21 % IVA on top, shown before paying.
    assert.match(await textOf(page.getByRole('list', { name: 'Planes' })), /199,00 € \+ IVA \/ mes/);
    await page.getByText('Indica tus datos de facturación antes de pagar.').waitFor();
    await giveBillingDetails(page, 'es', { legalName: 'Ferretería Norte S.L.', taxId: 'B12345674', address: 'Calle Mayor 3', postalCode: '48001', city: 'Bilbao' });
    const quote = page.getByTestId('change-quote');
    await quote.filter({ hasText: 'IVA (21 %)' }).waitFor();
    const quoteText = await textOf(quote);
    assert.match(quoteText, /Base imponible\s*199,00 €/);
    assert.match(quoteText, /IVA \(21 %\)\s*41,79 €/);
    assert.match(quoteText, /Pagas hoy \(IVA incluido\)\s*240,79 €/);
    await axeClean(page, 'changeSubscription with billing details and price');
    await payWith(page, '4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: 'Tu tarjeta ha sido rechazada' }).waitFor();
    assert.match(page.url(), /\/es\/payment\/changeSubscription$/);

    await payWith(page, '4242 4242 4242 4242');
    await page.waitForURL('**/es/payment/subscription');
    await page.getByText('Standard Corporate', { exact: true }).waitFor();
    await page.getByText(/Se renueva el/).waitFor();
    await axeClean(page, 'subscription');

    await page.goto('/es/billing');
    const row = page.getByRole('row').filter({ hasText: 'Standard Corporate' });
    await row.waitFor();
    assert.match(await row.innerText(), /\d{4}-000\d{3}/);
    assert.match(await textOf(row), /240,79 €/);
    // Who the invoice is made out to, and who issues it.
    const details = page.getByTestId('billing-details');
    assert.match(await textOf(details), /Ferretería Norte S\.L\.\s*B12345674\s*Calle Mayor 3\s*48001 Bilbao · España/);
    await page.getByText(/^Emisor: Marketing CRM S\.L\. \(demo\) · NIF B12345674/).waitFor();
    await axeClean(page, 'billing');
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Descargar la factura/ }).click()]);
    assert.match(download.suggestedFilename(), /^invoice-\d{4}-\d{6}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    assert.equal(pdf.subarray(0, 5).toString('latin1'), '%PDF-');

    await page.goto('/es/payment/subscription');
    await page.getByRole('button', { name: 'Cancelar suscripción' }).click();
    const form = page.getByRole('form', { name: 'Cancelar tu suscripción' });
    await form.getByRole('combobox', { name: 'Motivo principal' }).click();
    await page.getByRole('option', { name: 'No lo uso lo suficiente' }).click();
    // axe must not see the menu mid fade-out (half-transparent options fail colour contrast). The
    // closing menu is aria-hidden at once, so wait for its options to leave the DOM, not its role.
    await page.locator('li[role="option"]').first().waitFor({ state: 'detached' });
    await form.getByRole('textbox', { name: 'Comentarios (opcional)' }).fill('Volveré en verano');
    await form.getByLabel('Contraseña', { exact: true }).fill('Fresh1234!');
    await axeClean(page, 'cancel form');
    await form.getByRole('button', { name: 'Cancelar suscripción' }).click();
    await page.getByRole('status').filter({ hasText: 'Tu suscripción está cancelada' }).waitFor();
    await page.getByText(/Cancelado: tu plan termina el/).waitFor();
    await context.close();
  });

  it('a card that needs authentication goes through the local bank page, then the plan applies', async () => {
    const { page, context } = await newPage();
    await freemiumAtChangeSubscription(page);
    await page.getByRole('button', { name: 'Elegir Promo Landing' }).click();
    await giveBillingDetails(page, 'es', { legalName: 'Nord GmbH', taxId: 'DE123456789', address: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin', country: 'Alemania' });
    await page.getByTestId('change-quote').filter({ hasText: 'Inversión del sujeto pasivo' }).waitFor();
    await payWith(page, '4000 0025 0000 3155');
    await page.waitForURL('**/api/payments/sandbox/authenticate/**');
    await page.getByRole('heading', { name: 'Confirma tu pago' }).waitFor();
    await axeClean(page, 'bank step');
    await page.getByRole('button', { name: 'Confirmar pago' }).click();
    await page.waitForURL('**/es/payment/subscription');
    await page.getByText('Promo Landing', { exact: true }).waitFor();
    await context.close();
  });

  // Every billing page is swept by axe by the axe sweeps (a11y-es, a11y-en).
  it("the demo user's invoice history", async () => {
    const { page, context } = await newPage();
    await login(page);
    await page.goto('/en/billing');
    await page.getByRole('table').waitFor();
    assert.equal(await page.getByRole('row').count(), 3, 'two demo invoices and the header');
    await context.close();
  });
});
