import type { Locator, Page } from 'playwright-core';
import { registerFreshUser } from './fixtures';

/** Paying for a plan as a user does it (the ad-account check first, then the billing details and a sandbox card), for journeys that need a paid plan. */

/** Opens payment/subscription as a user without an ad account: the check page, then a link. */
export async function openPaidPageLinkingAnAccount(page: Page, language: 'es' | 'en') {
  const link = { es: { page: 'Vincular una cuenta', button: /^Vincular / }, en: { page: 'Link an account', button: /^Link / } }[language];
  await page.goto(`/${language}/payment/subscription`);
  await page.waitForURL(`**/${language}/check`);
  await page.getByRole('link', { name: link.page }).click();
  await page.waitForURL(`**/${language}/chooseAccount`);
  await page.getByRole('button', { name: link.button }).first().click();
}

/** A fresh freemium user opening a paid page: ad-account check first, then the plan guard. */
export async function freemiumAtChangeSubscription(page: Page) {
  await registerFreshUser(page);
  await openPaidPageLinkingAnAccount(page, 'es');
  // Back to payment/subscription, which sends a free user on to changeSubscription (SPEC §4).
  await page.waitForURL('**/es/payment/changeSubscription');
  await page.getByRole('heading', { name: 'Elige tu plan', level: 1 }).waitFor();
}

/** What the user reads, with Intl's no-break spaces as plain ones ("240,79 €"). */
export const textOf = async (locator: Locator) => (await locator.innerText()).replace(/[\u00a0\u202f]/g, ' ');

export type Details = { legalName: string; taxId?: string; address: string; postalCode: string; city: string; country?: string };

/** Fills and saves the billing details form of a purchase (Spanish or English labels). */
export async function giveBillingDetails(page: Page, language: 'es' | 'en', details: Details) {
  const l = {
    es: { form: 'Datos de facturación', name: /^Razón social/, taxId: /^NIF\/CIF/, address: /^Dirección\s*\*?$/, postalCode: /^Código postal/, city: /^Localidad/, country: /^País/, save: 'Guardar datos de facturación', saved: 'Datos de facturación guardados.' },
    en: { form: 'Billing details', name: /^Legal name/, taxId: /^Tax id/, address: /^Address\s*\*?$/, postalCode: /^Postal code/, city: /^City/, country: /^Country/, save: 'Save billing details', saved: 'Billing details saved.' },
  }[language];
  const form = page.getByRole('form', { name: l.form });
  await form.getByRole('textbox', { name: l.name }).fill(details.legalName);
  if (details.taxId) await form.getByRole('textbox', { name: l.taxId }).fill(details.taxId);
  await form.getByRole('textbox', { name: l.address }).fill(details.address);
  await form.getByRole('textbox', { name: l.postalCode }).fill(details.postalCode);
  await form.getByRole('textbox', { name: l.city }).fill(details.city);
  if (details.country) {
    await form.getByRole('combobox', { name: l.country }).fill(details.country);
    await page.getByRole('option', { name: new RegExp(`^${details.country}`) }).click();
  }
  await form.getByRole('button', { name: l.save }).click();
  await page.getByText(l.saved).waitFor();
}

export async function payWith(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill(number);
  await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Código de seguridad (CVC)' }).fill('123');
  await page.getByRole('button', { name: 'Confirmar y pagar' }).click();
}

