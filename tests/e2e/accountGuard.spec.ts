import { after, describe, it } from 'node:test';
import { closeBrowser, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

describe('ad-account guard (SPEC §2 * routes)', () => {
  it('sends a fresh user to check, and after linking back where they were going', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    await page.goto('/es/improvements');
    await page.waitForURL('**/es/check');
    await page.getByRole('heading', { name: 'Comprobación de cuenta', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Vincular una cuenta' }).click();
    await page.waitForURL('**/es/chooseAccount');
    await page.getByRole('button', { name: /^Vincular / }).first().click();
    await page.waitForURL('**/es/improvements');
    // Both flags true now: check no longer exists.
    await page.goto('/es/check');
    await page.waitForURL('**/es/mainpage');
    await context.close();
  });

  it('keeps noGoogle only while a link is missing', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    await page.goto('/es/noGoogle');
    await page.getByRole('heading', { name: 'Sin cuenta publicitaria', level: 1 }).waitFor();
    await context.close();
  });
});
