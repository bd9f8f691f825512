import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { axeClean } from './crmSupport';
import { apiOf } from './support/api';
import { closeBrowser, getBrowser, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

/**
 * Issue 16 §6, first journey: a new company connects the sandbox social network from the
 * integrations screen (the sandbox's consent page stands in for Meta's dialog), sees its pages and
 * adds a pixel, then sends a test lead to one of its pages (the sandbox's stand-in for someone
 * filling a lead form): the lead arrives signed at the webhook as from Meta, shows as the card's last
 * event and opens the contact it became. Then Calendly: connected the same way, a test meeting
 * booked from its card arrives as a booking. Then the pixel on a published landing: the visitor
 * accepts the page's cookie notice, the sandbox pixel's PageView and Lead reach the screen (last
 * fired time, event); the landing then chooses no pixel on the projects screen and its page loses
 * the pixel code. The English run covers connecting and adding a pixel.
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

    // The added pixel is placed on the company's published landing, and fires once the visitor accepts.
    const api = await apiOf(page);
    const landing = await api.call<{ _id: string; name: string }>('POST', '/createLandingWithoutIA', { companyId: api.companyId, templateId: 'services', language: 'es' });
    await api.call('POST', '/updateSubdomain', { companyId: api.companyId, landingId: landing._id, subdomain: `px-${Date.now().toString(36)}` });
    const { url } = await api.call<{ url: string }>('POST', '/publishLanding', { companyId: api.companyId, landingId: landing._id });
    await page.goto('/es/integrations');
    const pixelRow = page.getByRole('region', { name: 'Píxeles' }).getByRole('listitem').filter({ hasText: pixelName });
    const firedBefore = (await pixelRow.getByText(/^Último disparo:/).textContent()) ?? '';

    const visitor = await (await getBrowser()).newContext({ locale: 'es-ES' });
    const landingPage = await visitor.newPage();
    const sent: string[] = [];
    landingPage.on('request', (r) => { if (r.url().endsWith('/_lp/sandbox/tr')) sent.push(new URLSearchParams(r.postData() ?? '').get('ev') ?? ''); });
    await landingPage.goto(url);
    const notice = landingPage.getByRole('region', { name: 'Aviso de cookies' });
    await notice.waitFor();
    await axeClean(landingPage, 'published landing with the cookie notice');
    assert.deepEqual(sent, [], 'nothing fires before consent');
    const pageView = landingPage.waitForResponse((r) => r.url().endsWith('/_lp/sandbox/tr') && r.status() === 204);
    await notice.getByRole('button', { name: 'Aceptar' }).click();
    await pageView;
    await landingPage.getByRole('textbox', { name: /^Nombre/ }).fill('Vera Píxel');
    await landingPage.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`vera-${Date.now()}@example.com`);
    await landingPage.getByRole('textbox', { name: /^Teléfono/ }).fill('+34 655 300 401');
    await landingPage.getByRole('checkbox').check();
    const lead = landingPage.waitForResponse((r) => r.url().endsWith('/_lp/sandbox/tr') && r.request().postData()?.includes('ev=Lead') === true);
    await landingPage.getByRole('button', { name: 'Quiero mi presupuesto' }).click();
    await lead;
    assert.deepEqual(sent, ['PageView', 'Lead']);
    await visitor.close();

    await page.reload();
    await page.getByText(`${pixelName} · Lead`).first().waitFor();
    const firedAfter = (await pixelRow.getByText(/^Último disparo:/).textContent()) ?? '';
    assert.notEqual(firedAfter, firedBefore, 'the last fired time moved');

    // The landing chooses no pixel on the projects screen: its published page loses the pixel code at once.
    await page.goto('/es/projects');
    await page.getByRole('button', { name: `Píxeles de Meta de «${landing.name}»` }).click();
    const pixelsDialog = page.getByRole('dialog', { name: `Píxeles de Meta de «${landing.name}»` });
    await pixelsDialog.getByRole('radio', { name: 'Solo los que elijas' }).check();
    await pixelsDialog.getByRole('checkbox', { name: new RegExp(`^${pixelName} `) }).waitFor();
    await axeClean(page, 'landing pixels dialog');
    await pixelsDialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(`Píxeles de «${landing.name}» guardados.`).waitFor();
    const again = await (await getBrowser()).newContext({ locale: 'es-ES' });
    const withoutPixels = await again.newPage();
    await withoutPixels.goto(url);
    assert.equal(await withoutPixels.locator('script[src="/_lp/px.js"]').count(), 0, 'no pixel code on the page');
    assert.equal(await withoutPixels.locator('#lp-consent').count(), 0, 'no cookie notice either');
    await again.close();
  });

  it('connects and adds a pixel in English', async () => {
    const { page } = await newPage();
    await registerFreshUser(page);
    await page.goto('/en/integrations');
    await page.getByRole('button', { name: 'Connect Social network (Meta)' }).click();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL('**/en/integrations');
    await page.getByText('Social network (Meta) is connected.').waitFor();
    await page.getByRole('region', { name: 'Pages' }).getByText('Leads arrive').first().waitFor();
    const pixels = page.getByRole('region', { name: 'Pixels' });
    await pixels.getByText(/^Added pixels are placed on every published landing/).waitFor();
    const add = pixels.getByRole('button', { name: /^Add the pixel / }).first();
    const pixelName = ((await add.getAttribute('aria-label')) ?? '').replace('Add the pixel ', '');
    await add.click();
    await page.getByText(`Pixel “${pixelName}” added.`).waitFor();
    await pixels.getByRole('button', { name: `Remove the pixel ${pixelName}` }).waitFor();
    await axeClean(page, 'integrations, connected (en)');
  });
});
