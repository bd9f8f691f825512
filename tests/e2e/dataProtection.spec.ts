import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeClean } from './support/axe';
import { BASE, closeBrowser, login, newPage, registerFreshUser, storageValue } from './support/fixtures';

after(closeBrowser);

/** GET a call of the API with the page's session, as the app would. */
async function apiGet(page: Page, path: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const token = await storageValue(page, 'token');
  const response = await page.request.get(`${BASE}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), body: response.ok() ? await response.json() : {} };
}

describe('data protection: deleting an account or a company with a grace period', () => {
  it('a user deletes their account, is signed out, signs in during the grace period and cancels', async () => {
    const { page } = await newPage();
    const user = await registerFreshUser(page);
    await page.goto('/es/profile');
    await page.getByRole('button', { name: 'Eliminar mi cuenta…' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
    await dialog.getByRole('list', { name: 'Se borran con tu cuenta' }).getByText('Nueva Empresa').waitFor();
    await axeClean(page, 'delete-account dialog');
    await dialog.getByLabel(/^Tu contraseña actual/).fill(user.password);
    await dialog.getByRole('button', { name: 'Eliminar mi cuenta', exact: true }).click();
    const done = page.getByRole('dialog', { name: 'Tu cuenta se eliminará' });
    await done.getByRole('button', { name: 'Ir a iniciar sesión' }).click();
    await page.waitForURL('**/es/login');
    assert.equal(await storageValue(page, 'token'), null);

    await login(page, user);
    await page.getByText(/^Tu cuenta se eliminará el /).waitFor();
    // The banner shows before the start page has loaded: its title and h1 first, as the axe sweep does.
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await axeClean(page, 'account-deletion banner');
    await page.getByRole('button', { name: 'Cancelar la eliminación' }).click();
    await page.getByText('Eliminación cancelada: tu cuenta se conserva.').waitFor();
    assert.equal((await apiGet(page, '/user')).body.deletionScheduledFor, null);
  });

  it('an owner deletes a company by typing its name, sees the banner, and cancels', async () => {
    const { page } = await newPage();
    await registerFreshUser(page);
    const companyId = await storageValue(page, 'companyId');
    await page.goto(`/es/companies/${companyId}`);
    await page.getByRole('button', { name: 'Eliminar la empresa…' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Eliminar Nueva Empresa?' });
    await dialog.getByLabel(/^Escribe el nombre de la empresa/).fill('Nueva Empresa');
    await axeClean(page, 'delete-company dialog');
    await dialog.getByRole('button', { name: 'Eliminar la empresa', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: /Nueva Empresa se eliminará el/ }).first().waitFor();
    assert.ok((await apiGet(page, `/company/${companyId}`)).body.deletionScheduledFor);

    await page.getByRole('button', { name: 'Cancelar la eliminación' }).first().click();
    await page.getByRole('button', { name: 'Eliminar la empresa…' }).waitFor();
    assert.equal((await apiGet(page, `/company/${companyId}`)).body.deletionScheduledFor, null);
  });
});
