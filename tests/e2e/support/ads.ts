import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { BASE, login } from './fixtures';

let counter = 0;
/** A fresh user on the 14-day trial (campaigns allowed), signed in, with the sandbox ad account linked through the check page. */
export async function trialUserWithAdAccount(page: Page, language: 'es' | 'en' = 'es') {
  const user = { email: `e2e-ads-${Date.now()}-${counter++}@example.com`, password: 'Fresh1234!' };
  const res = await page.request.post(`${BASE}/api/user/createFreeTrialUser`, {
    data: { name: 'Ana', surname: 'Anunciante', email: user.email, password: user.password, companyName: 'Fontanería Ruiz', acceptTerms: true },
  });
  assert.ok(res.ok(), `createFreeTrialUser: ${res.status()} ${await res.text()}`);
  await login(page, user);
  const l = { es: { link: 'Vincular una cuenta', button: /^Vincular / }, en: { link: 'Link an account', button: /^Link / } }[language];
  await page.goto(`/${language}/createad`);
  await page.waitForURL(`**/${language}/check`);
  await page.getByRole('link', { name: l.link }).click();
  await page.waitForURL(`**/${language}/chooseAccount`);
  await page.getByRole('button', { name: l.button }).first().click();
  await page.waitForURL(`**/${language}/createad`);
  return user;
}
