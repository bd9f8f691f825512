import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { closeBrowser, newPage, registerFreshUser, storageValue } from './support/fixtures';

after(closeBrowser);

describe('language and theme', () => {
  it('switches language: URL prefix, userLanguage and PUT user', async () => {
    const { page, context } = await newPage();
    // Its own user: the saved language must not change the demo account other journeys read.
    await registerFreshUser(page);
    const put = page.waitForRequest((r) => r.url().endsWith('/api/user') && r.method() === 'PUT');
    await page.getByRole('button', { name: /Cambiar idioma/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL('**/en/mainpage');
    assert.deepEqual(JSON.parse((await put).postData() ?? '{}'), { language: 'en' });
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    assert.equal(await storageValue(page, 'userLanguage'), 'en');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    // react-admin's own texts follow too.
    await page.getByRole('link', { name: 'Companies' }).first().click();
    await page.getByText('Rows per page:').waitFor();
    await context.close();
  });

  it('switches to dark, applied as data-theme and kept in `theme`', async () => {
    const { page, context } = await newPage();
    await page.goto('/es/login');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'light');
    await page.getByRole('button', { name: 'Usar tema oscuro' }).click();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.equal(await storageValue(page, 'theme'), 'dark');
    await page.reload();
    await page.getByRole('button', { name: 'Usar tema claro' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    await context.close();
  });
});
