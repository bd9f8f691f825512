import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { closeBrowser, login, newPage } from './support/fixtures';

after(closeBrowser);

describe('language prefix and redirects (SPEC §2)', () => {
  it('sends / to /es/login', async () => {
    const { page, context } = await newPage();
    await page.goto('/');
    await page.waitForURL('**/es/login');
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await context.close();
  });

  it('prepends the stored language and keeps path and query', async () => {
    const { page, context } = await newPage();
    await page.goto('/es/login');
    // Visiting /es/… stores es once translations are in; set the stored language after that.
    await page.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await page.evaluate(() => localStorage.setItem('userLanguage', 'en'));
    await page.goto('/registerV2?corporateAccess=Corporations');
    await page.waitForURL('**/en/registerV2?corporateAccess=Corporations');
    await page.getByRole('heading', { name: 'Corporate sign-up' }).waitFor();
    await context.close();
  });

  it('opens registerV2 only with corporateAccess=Corporations', async () => {
    const { page, context } = await newPage();
    await page.goto('/es/registerV2?corporateAccess=Other');
    await page.waitForURL('**/es/login');
    await context.close();
  });

  it('sends unknown and signed-in paths to login when signed out', async () => {
    const { page, context } = await newPage();
    await page.goto('/es/no-such-page');
    await page.waitForURL('**/es/login');
    await page.goto('/es/profile');
    await page.waitForURL('**/es/login');
    await context.close();
  });

  it('sends a signed-in user from login to mainpage, and shows unknown paths as not found with a way back', async () => {
    const { page, context } = await newPage();
    await login(page);
    await page.goto('/es/login');
    await page.waitForURL('**/es/mainpage');
    await page.goto('/es');
    await page.waitForURL('**/es/mainpage');
    await page.getByRole('heading', { name: 'Inicio', level: 1 }).waitFor();
    // A mistyped address stays in the address bar and says so, instead of silently landing on the start page.
    await page.goto('/es/no-such-page');
    await page.getByRole('heading', { name: 'Página no encontrada', level: 1 }).waitFor();
    assert.match(page.url(), /\/es\/no-such-page$/);
    assert.equal(await page.title(), 'Página no encontrada · Marketing CRM');
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await page.waitForURL('**/es/mainpage');
    await context.close();
  });

  it('shows an unknown CRM screen as not found inside the CRM, with a way back to the screen before', async () => {
    const { page, context } = await newPage();
    await login(page);
    await page.goto('/en/crm/contacts');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // As an outdated in-app link would: a new history entry the router sees (its state shape).
    await page.evaluate(() => {
      window.history.pushState({ usr: null, key: 'outdated-link', idx: 1 }, '', '/en/crm/pipelines');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(/\/en\/crm\/contacts$/);
    await context.close();
  });
});
