import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { after, describe, it } from 'node:test';
import { axeClean } from './support/axe';
import { closeBrowser, login, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

const PUBLIC = ['login', 'login?sessionExpired=true', 'register', 'registerV2?corporateAccess=Corporations', 'registerV3', 'registerV4', 'register/freetrial', 'register/freetrial2', 'register/freemium', 'loginforgottenpass'];
const LINKED = ['mainpage', 'mainpage/1', 'profile', 'companies', 'companies/create', 'chooseAccount', 'contactUs', 'thankyou', 'forgottenpass'];
const UNLINKED = ['check', 'noGoogle'];
const CRM = ['crm/contacts', 'crm/contacts/create', 'crm/board', 'crm/lists', 'crm/lists/create', 'crm/properties', 'crm/properties/create', 'crm/collaborators', 'crm/collaborators/invite', 'crm/import'];

async function audit(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor().catch(() => assert.fail(`${path}: no h1`));
  await axeClean(page, path);
}

for (const language of ['es', 'en']) {
  for (const theme of ['light', 'dark']) {
    describe(`axe, ${language}, ${theme}`, () => {
      it('public pages', async () => {
        const { page, context } = await newPage();
        await page.goto(`/${language}/login`);
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const path of PUBLIC) await audit(page, `/${language}/${path}`);
        await context.close();
      });

      it('signed-in pages', async () => {
        const { page, context } = await newPage();
        await login(page);
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const path of LINKED) await audit(page, `/${language}/${path}`);
        await context.close();
      });

      it('CRM pages', async () => {
        const { page, context } = await newPage();
        await login(page);
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const path of CRM) await audit(page, `/${language}/${path}`);
        await context.close();
      });

      it('account check pages', async () => {
        const { page, context } = await newPage();
        await registerFreshUser(page);
        await page.evaluate((t) => localStorage.setItem('theme', t), theme);
        for (const path of UNLINKED) await audit(page, `/${language}/${path}`);
        await context.close();
      });
    });
  }
}
