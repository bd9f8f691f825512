import { after, describe, it } from 'node:test';
import { axeClean } from './crmSupport';
import { closeBrowser, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

/**
 * Issue 16 §6, first journey: a new company connects the sandbox social network from the
 * integrations screen (the sandbox's consent page stands in for Meta's dialog), sees its pages and
 * adds a pixel, then sends a test lead to one of its pages (the sandbox's stand-in for someone
 * filling a lead form): the lead arrives signed at the webhook as from Meta, shows as the card's last
 * event and opens the contact it became. Then Calendly: connected the same way, a test meeting
 * booked from its card arrives as a booking.
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

    // The sandbox says it is in test mode, and stands in for someone filling a lead form on a page.
    await page.getByText(/^Modo de prueba:/).first().waitFor();
    const leadButton = pages.getByRole('button', { name: /^Enviar un lead de prueba a / }).first();
    await leadButton.click();
    await page.getByText('Lead de prueba enviado: llegará como contacto en unos segundos.').waitFor();
    await page.getByText(/^Lead recibido/).first().waitFor();

    // The lead's event opens the contact it filed, which came from the social network.
    await page.getByRole('link', { name: /^Ver el contacto: Lead recibido/ }).first().click();
    await page.waitForURL(/\/es\/crm\/contacts\/[0-9a-f-]{36}/);
    await page.getByText('facebook_lead').first().waitFor();

    // Calendly in the sandbox: a test meeting booked from its card arrives signed at the webhook.
    await page.goto('/es/integrations');
    await page.getByRole('button', { name: 'Conectar Calendly' }).click();
    await page.getByRole('button', { name: 'Permitir' }).click();
    await page.waitForURL('**/es/integrations');
    const bookings = page.getByRole('region', { name: 'Reservas de prueba' });
    await bookings.getByText('Aún no hay ninguna reunión de prueba reservada.').waitFor();
    await bookings.getByRole('button', { name: 'Reservar una reunión de prueba' }).click();
    await bookings.getByRole('button', { name: /^Cancelarla: reunión de prueba con / }).waitFor();
    await page.getByText(/^Cita reservada/).first().waitFor();
    await axeClean(page, 'integrations, Calendly test booking');
  });
});
