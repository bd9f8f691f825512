import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { describe, it } from 'node:test';
import { axeClean } from './axe';
import { login, newPage, registerFreshUser } from './fixtures';
import { assertSpanishText } from './language';

const PUBLIC = ['login', 'login?sessionExpired=true', 'register', 'registerV2?corporateAccess=Corporations', 'registerV3', 'registerV4', 'register/freetrial', 'register/freetrial2', 'register/freemium', 'loginforgottenpass'];
const LINKED = ['mainpage', 'mainpage/1', 'profile', 'companies', 'companies/create', 'chooseAccount', 'contactUs', 'thankyou', 'forgottenpass'];
const UNLINKED = ['check', 'noGoogle'];
const BILLING = ['billing', 'payment/subscription', 'payment/method-payment'];
const CRM = ['crm/contacts', 'crm/contacts/create', 'crm/board', 'crm/lists', 'crm/lists/create', 'crm/properties', 'crm/properties/create', 'crm/collaborators', 'crm/collaborators/invite', 'crm/import'];

async function audit(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor().catch(() => assert.fail(`${path}: no h1`));
  await axeClean(page, path);
  // Nothing scrolls the whole page sideways: wide content scrolls inside its own box.
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  assert.ok(scrollWidth <= innerWidth, `${path}: the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
  // The browser tab names the page ("Contactos · Marketing CRM"), not only the product.
  assert.match(await page.title(), /^\S.* · Marketing CRM$/, `${path}: tab title "${await page.title()}"`);
}

/** Each group of pages with how its visitor gets there: signed out, the demo user, a fresh unlinked user. */
export const GROUPS: [string, (page: Page) => Promise<unknown>, string[]][] = [
  ['public pages', (page) => page.goto('/es/login'), PUBLIC],
  ['signed-in pages', login, LINKED],
  ['CRM pages', login, CRM],
  ['billing pages', login, BILLING],
  ['account check pages', registerFreshUser, UNLINKED],
];

/**
 * The axe sweep of every screen in one language and theme. Each language is swept once, in a
 * different theme (a11y-es: light, a11y-en: dark) and window (1024 and 1366 px), so every
 * screen is checked in both languages, both themes and two widths without sweeping all the
 * combinations; the two files run in parallel.
 */
export function axeSweep(language: 'es' | 'en', theme: 'light' | 'dark', viewport: { width: number; height: number }): void {
  describe(`axe, ${language}, ${theme}`, () => {
    for (const [name, arrive, paths] of GROUPS) {
      it(name, async () => {
        const { page, context } = await newPage();
        await page.setViewportSize(viewport);
        await arrive(page);
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const path of paths) {
          await audit(page, `/${language}/${path}`);
          // The Spanish sweep also reads every screen for raw keys and English left behind.
          if (language === 'es') await assertSpanishText(page, path);
        }
        await context.close();
      });
    }
  });
}
