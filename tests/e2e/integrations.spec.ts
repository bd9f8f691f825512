import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { axeClean } from './crmSupport';
import { BASE, closeBrowser, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

/**
 * Issue 16 §6, first journey: a new company connects the sandbox social network from the
 * integrations screen (the sandbox's consent page stands in for Meta's dialog), sees its pages and
 * adds a pixel, then someone fills a lead form on one of its pages: the lead arrives signed at the
 * webhook as from Meta, becomes a contact with its answers and shows as the card's last event.
 */
describe('integrations: the social network, its pixels and a lead', () => {
  it('connects through the consent page, adds a pixel and receives a lead as a contact', async () => {
    const { page } = await newPage();
    await registerFreshUser(page);
    await page.goto('/es/integrations');
    await page.getByRole('button', { name: 'Conectar Red social (Meta)' }).click();

    // The consent page (sandbox), then back to the screen, which says it once.
    await page.getByRole('button', { name: 'Permitir' }).click();
    await page.waitForURL('**/es/integrations');
    await page.getByText('Red social (Meta) está conectado.').waitFor();
    const pages = page.getByRole('region', { name: 'Páginas' });
    await pages.getByText('Los leads llegan').first().waitFor();

    const pixels = page.getByRole('region', { name: 'Píxeles' });
    const add = pixels.getByRole('button', { name: /^Añadir el píxel / }).first();
    const pixelName = ((await add.getAttribute('aria-label')) ?? '').replace('Añadir el píxel ', '');
    await add.click();
    await page.getByText(`Píxel «${pixelName}» añadido.`).waitFor();
    await pixels.getByRole('button', { name: `Quitar el píxel ${pixelName}` }).waitFor();
    await axeClean(page, 'integrations, connected');

    // Someone fills a lead form on a page of the business (the sandbox's stand-in for Meta's side).
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const companyId = await page.evaluate(() => localStorage.getItem('companyId'));
    const email = `lucia.lead.${Date.now()}@example.com`;
    const sent = await page.request.post(`${BASE}/api/integrations/facebook/sandbox/test-lead`, {
      headers: { authorization: `Bearer ${token}` }, data: { companyId, fields: { full_name: 'Lucía Lead', email, city: 'Valencia' } },
    });
    assert.ok(sent.ok(), `test lead: ${sent.status()} ${await sent.text()}`);

    await page.reload();
    await page.getByText('Lead recibido').first().waitFor();
    await page.goto('/es/crm/contacts');
    await page.getByPlaceholder('Buscar por nombre, correo o teléfono').fill(email);
    const row = page.getByRole('row', { name: /Lucía Lead/ });
    await row.waitFor();
    await row.getByRole('link', { name: /Lucía Lead/ }).first().click();
    await page.getByText(email).first().waitFor();
    await page.getByText('Valencia').first().waitFor();
  });
});
