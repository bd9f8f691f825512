import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { axeClean } from './support/axe';
import { giveBillingDetails, openPaidPageLinkingAnAccount, payWith } from './support/billing';
import { BASE, closeBrowser, getBrowser, newPage, registerFreshUser } from './support/fixtures';

after(closeBrowser);

const TEMPLATE = 'Servicios profesionales';
const EDITED_TITLE = 'Reformas en Bilbao con precio cerrado';
const card = (page: Page, name: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** GET / of this server with another Host header, as a visitor's browser on that domain would ask (the test machine has no DNS for it). */
function getWithHost(host: string): Promise<{ status: number; body: string }> {
  const url = new URL(BASE);
  return new Promise((resolve, reject) => {
    const req = request({ hostname: url.hostname, port: url.port, path: '/', headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { body += chunk; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A freemium user who is signed in pays for Standard Corporate (the ad-account check first, then the plan guard). */
async function upgradeToStandardCorporate(page: Page) {
  await openPaidPageLinkingAnAccount(page, 'es');
  await page.waitForURL('**/es/payment/changeSubscription');
  await page.getByRole('button', { name: 'Elegir Standard Corporate' }).click();
  await giveBillingDetails(page, 'es', { legalName: 'Reformas Alba S.L.', taxId: 'B12345674', address: 'Calle Mayor 3', postalCode: '48001', city: 'Bilbao' });
  await payWith(page, '4242 4242 4242 4242');
  await page.waitForURL('**/es/payment/subscription');
}

describe('landings journey', () => {
  it('a template landing edited in the builder, published on a subdomain and visited with utm and gclid; its form makes a contact with source and timeline; a custom domain refused on freemium, accepted after upgrading; a landing made with AI', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);

    // From a template.
    await page.goto('/es/projects');
    await page.getByRole('heading', { level: 1, name: 'Landings' }).waitFor();
    await page.getByText('Aún no tienes landings', { exact: false }).or(page.getByRole('button', { name: 'Crear landing' }).first()).first().waitFor();
    await page.getByRole('button', { name: 'Crear landing' }).first().click();
    const gallery = page.getByRole('dialog', { name: 'Crear una landing desde una plantilla' });
    await gallery.getByRole('radio', { name: TEMPLATE }).check();
    await axeClean(page, 'projects, template gallery');
    await gallery.getByRole('button', { name: 'Crear landing' }).click();
    await card(page, TEMPLATE).waitFor();

    // The builder: the hero's title rewritten in the canvas, saved on its own.
    await card(page, TEMPLATE).getByRole('link', { name: `Editar «${TEMPLATE}» en el editor` }).click();
    await page.waitForURL('**/es/landing-editor/*');
    await page.getByRole('heading', { level: 1, name: TEMPLATE }).waitFor();
    const canvas = page.frameLocator('iframe.gjs-frame');
    const title = canvas.getByRole('heading', { level: 1 }).first();
    await title.waitFor();
    await title.dblclick();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(EDITED_TITLE);
    await canvas.getByRole('heading', { level: 2 }).first().click();
    await page.getByText('Guardado', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Tableta' }).click();
    await page.getByRole('button', { name: 'Escritorio' }).click();
    await page.getByRole('link', { name: 'Volver a landings' }).or(page.getByRole('button', { name: 'Volver a landings' })).first().click();
    await page.waitForURL('**/es/projects');

    // Publishing asks for a subdomain first.
    const subdomain = `e2e-${Date.now().toString(36)}`;
    await card(page, TEMPLATE).getByRole('button', { name: `Publicar «${TEMPLATE}»` }).click();
    const subdomainDialog = page.getByRole('dialog', { name: `Subdominio de «${TEMPLATE}»` });
    await subdomainDialog.getByRole('textbox', { name: 'Subdominio' }).fill(subdomain);
    await subdomainDialog.getByRole('textbox', { name: 'Subdominio' }).press('Enter');
    await subdomainDialog.waitFor({ state: 'detached' });
    await card(page, TEMPLATE).getByRole('button', { name: `Publicar «${TEMPLATE}»` }).click();
    const visit = card(page, TEMPLATE).getByRole('link', { name: new RegExp(`^Ver «${TEMPLATE}» publicada en http://${subdomain}\\.`) });
    const landingUrl = await visit.getAttribute('href');
    assert.ok(landingUrl, 'the published card links to its page');

    // A visitor from an ad: the edited page on its own origin, the form sent with consent.
    const visitor = await (await getBrowser()).newContext({ locale: 'es-ES' });
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${landingUrl}?utm_source=google&utm_medium=cpc&utm_campaign=reformas-otono&gclid=E2E-GCLID-1`);
    await visitorPage.getByRole('heading', { level: 1, name: EDITED_TITLE }).waitFor();
    await axeClean(visitorPage, 'published landing');
    await visitorPage.getByRole('textbox', { name: /^Nombre/ }).fill('Marta Visitante');
    await visitorPage.getByRole('textbox', { name: /^Correo electrónico/ }).fill(`marta-${subdomain}@example.com`);
    await visitorPage.getByRole('textbox', { name: /^Teléfono/ }).fill('+34 600 123 456');
    await visitorPage.getByRole('checkbox').check();
    await visitorPage.getByRole('button', { name: 'Quiero mi presupuesto' }).click();
    await visitorPage.getByRole('status').filter({ hasText: /\S/ }).waitFor();
    await visitor.close();

    // The submission, and the contact it made with its source and timeline.
    await page.getByRole('menuitem', { name: 'Formularios web' }).click();
    await page.waitForURL('**/es/webforms');
    const row = page.getByRole('row').filter({ hasText: `marta-${subdomain}@example.com` });
    await row.waitFor();
    await axeClean(page, 'webforms');
    await row.getByRole('link', { name: 'Marta Visitante' }).click();
    await page.waitForURL('**/es/webforms/behavior/*');
    await page.getByRole('heading', { level: 1, name: /Marta Visitante/ }).waitFor();
    await page.getByText('Formulario enviado').first().waitFor();
    const timeline = await page.locator('main').innerText();
    assert.match(timeline, /google/);
    assert.match(timeline, /E2E-GCLID-1/);
    assert.match(timeline, /reformas-otono/);
    await axeClean(page, 'webforms behavior');

    // A custom domain needs a plan that has them.
    const domain = `www.${subdomain}.example.com`;
    await page.goto('/es/projects');
    await card(page, TEMPLATE).getByRole('button', { name: `Dominios propios de «${TEMPLATE}»` }).click();
    let domains = page.getByRole('dialog', { name: `Dominios de «${TEMPLATE}»` });
    await domains.getByRole('textbox', { name: 'Dominio' }).fill(domain);
    await domains.getByRole('button', { name: 'Añadir dominio' }).click();
    await domains.getByRole('link', { name: 'Ver planes' }).or(domains.getByRole('button', { name: 'Ver planes' })).first().waitFor();
    await axeClean(page, 'custom domains refused on freemium');
    await domains.getByRole('button', { name: 'Cerrar' }).last().click();

    await upgradeToStandardCorporate(page);
    await page.goto('/es/projects');
    await card(page, TEMPLATE).getByRole('button', { name: `Dominios propios de «${TEMPLATE}»` }).click();
    domains = page.getByRole('dialog', { name: `Dominios de «${TEMPLATE}»` });
    await domains.getByRole('textbox', { name: 'Dominio' }).fill(domain);
    await domains.getByRole('button', { name: 'Añadir dominio' }).click();
    await domains.getByRole('table', { name: `Registros DNS de ${domain}` }).waitFor();
    assert.equal((await getWithHost(domain)).status, 404, 'not served before it is verified');
    await axeClean(page, 'custom domain pending');
    await domains.getByRole('button', { name: 'Crear los registros (DNS de prueba)' }).click();
    await domains.getByText('Verificado', { exact: true }).first().waitFor({ timeout: 20_000 });
    const served = await getWithHost(domain);
    assert.equal(served.status, 200);
    assert.match(served.body, new RegExp(EDITED_TITLE));
    await domains.getByRole('button', { name: 'Cerrar' }).last().click();

    // With AI, now that the plan has room for more landings.
    await page.getByRole('button', { name: 'Crear con IA' }).click();
    const ai = page.getByRole('dialog', { name: 'Crear landing con IA' });
    await ai.getByRole('textbox', { name: /^Describe tu negocio/ }).fill('Panadería Lucía es una panadería artesanal en Valencia. Horneamos pan de masa madre cada mañana. Hacemos tartas por encargo para cumpleaños y bodas.');
    await ai.getByRole('combobox', { name: 'Objetivo de la página' }).click();
    await page.getByRole('option', { name: 'Recibir reservas o citas' }).click();
    await ai.getByRole('textbox', { name: /^Nombre de la marca/ }).fill('Panadería Lucía');
    await axeClean(page, 'create with AI');
    await ai.getByRole('button', { name: 'Crear mi landing' }).click();
    await ai.waitFor({ state: 'detached', timeout: 30_000 });
    await card(page, 'Panadería Lucía').or(page.getByRole('article').filter({ hasText: 'Panadería Lucía' })).first().waitFor();
    await axeClean(page, 'projects with two landings');
    await context.close();
  });

  it('every template, published in Spanish and in English, is axe clean and fits a phone', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    const session = await page.evaluate(() => ({ token: localStorage.getItem('token')!, companyId: localStorage.getItem('companyId')! }));
    const api = async (method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) => {
      const res = await page.request.fetch(`${BASE}/api${path}`, { method, data, headers: { authorization: `Bearer ${session.token}` } });
      assert.ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
      return res.json();
    };
    const templates = ((await api('GET', '/getAllBrizyTemplates')) as { data: { id: string }[] }).data;
    assert.ok(templates.length >= 12);
    const visitor = await (await getBrowser()).newContext();
    const visitorPage = await visitor.newPage();
    const suffix = Date.now().toString(36);
    for (const { id } of templates) {
      for (const language of ['es', 'en'] as const) {
        // The plan has room for one landing: each is made, published, checked and deleted in turn.
        const { companyId } = session;
        const landing = (await api('POST', '/createLandingWithoutIA', { companyId, templateId: id, language })) as { _id: string };
        await api('POST', '/updateSubdomain', { companyId, landingId: landing._id, subdomain: `t-${id}-${language}-${suffix}`.slice(0, 63) });
        const published = (await api('POST', '/publishLanding', { companyId, landingId: landing._id })) as { url: string };
        await visitorPage.setViewportSize({ width: 1280, height: 800 });
        await visitorPage.goto(published.url);
        assert.equal(await visitorPage.getAttribute('html', 'lang'), language, `${id} (${language})`);
        await axeClean(visitorPage, `template ${id} published in ${language}`);
        await visitorPage.setViewportSize({ width: 360, height: 740 });
        const width = await visitorPage.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 360, `${id} (${language}) is ${width} px wide on a 360 px phone`);
        await api('DELETE', `/landing/${companyId}/${landing._id}`);
      }
    }
    await visitor.close();
    await context.close();
  });
});
