import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { pngOf } from '../../server/test/images';
import { axeClean } from './support/axe';
import { trialUserWithAdAccount } from './support/ads';
import { BASE, closeBrowser, newPage } from './support/fixtures';

after(closeBrowser);

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const companyId = await page.evaluate(() => localStorage.getItem('companyId'));
  const headers = { authorization: `Bearer ${token}` };
  return {
    companyId: companyId!,
    get: async (path: string) => (await page.request.get(`${BASE}/api${path}`, { headers })).json(),
  };
}

const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();
const step = async (page: Page, title: string) => {
  try {
    await page.getByRole('heading', { level: 2, name: new RegExp(title) }).waitFor();
  } catch (e) {
    // Say what held the wizard back (the step's marked fields), not only that it stayed.
    const held = await page.locator('.Mui-error, [role=alert]').allInnerTexts();
    throw new Error(`step "${title}" not reached; on screen: ${held.join(' | ')}`, { cause: e });
  }
};

describe('campaigns journey', () => {
  it('creates a search campaign through the wizard with keywords and two asset kinds', async () => {
    const { page, context } = await newPage();
    await trialUserWithAdAccount(page);
    await page.getByRole('radio', { name: /^Búsqueda/ }).waitFor();
    await axeClean(page, 'createad type');
    await page.getByRole('radio', { name: 'Conseguir contactos' }).check();
    await next(page);

    await step(page, 'Negocio y web');
    await page.getByRole('textbox', { name: /Nombre de la campaña/ }).fill('Fontanería Ruiz – Madrid');
    await page.getByRole('textbox', { name: /Nombre del negocio/ }).fill('Fontanería Ruiz');
    await page.getByRole('textbox', { name: /Página de destino/ }).fill('https://fontaneriaruiz.es');
    await next(page);

    await step(page, 'Ubicaciones e idiomas');
    await page.getByRole('combobox', { name: 'Buscar país, región o ciudad' }).fill('Madrid');
    await page.getByRole('option', { name: /Madrid/ }).first().click();
    await next(page);

    await step(page, 'Presupuesto');
    await page.getByRole('textbox', { name: /Presupuesto diario/ }).fill('20');
    await page.getByTestId('monthly-cap').getByText(/608,00/).waitFor();
    await next(page);

    await step(page, 'Palabras clave');
    for (const text of ['fontanero madrid', 'fontanero urgente']) {
      await page.getByRole('textbox', { name: 'Nueva palabra clave' }).fill(text);
      await page.getByRole('textbox', { name: 'Nueva palabra clave' }).press('Enter');
      await page.getByRole('list', { name: 'Palabras clave elegidas' }).getByText(text, { exact: true }).first().waitFor();
    }
    await page.getByRole('textbox', { name: 'Nueva palabra clave' }).fill('uno dos tres cuatro cinco seis siete ocho nueve diez once');
    await page.getByText('Una palabra clave tiene como máximo 10 palabras (tiene 11).').waitFor();
    await page.getByRole('textbox', { name: 'Nueva palabra clave' }).fill('');
    await axeClean(page, 'createad keywords');
    await next(page);

    await step(page, 'Anuncio');
    const headlines = ['Fontanero en Madrid', 'Urgencias 24 horas', 'Presupuesto sin compromiso'];
    for (const [i, text] of headlines.entries()) await page.getByRole('textbox', { name: `Título ${i + 1}`, exact: true }).fill(text);
    await page.getByRole('textbox', { name: 'Descripción 1', exact: true }).fill('Llegamos en 30 minutos a cualquier punto de Madrid.');
    await page.getByRole('textbox', { name: 'Descripción 2', exact: true }).fill('Fontaneros con experiencia y garantía por escrito.');
    await page.getByRole('region', { name: 'Vista previa del anuncio' }).getByText(/Fontanero en Madrid \| Urgencias 24 horas/).first().waitFor();
    await next(page);

    await step(page, 'Recursos');
    await page.getByRole('button', { name: 'Añadir: Textos destacados' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nuevo recurso: Textos destacados' });
    await dialog.getByRole('textbox', { name: /Texto/ }).fill('Atención 24 h');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Añadir: Enlaces de sitio' }).click();
    dialog = page.getByRole('dialog', { name: 'Nuevo recurso: Enlaces de sitio' });
    await dialog.getByRole('textbox', { name: /Texto del enlace/ }).fill('Pide presupuesto');
    await dialog.getByRole('textbox', { name: /Dirección web/ }).fill('https://fontaneriaruiz.es/presupuesto');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await next(page);

    await step(page, 'Revisión');
    await axeClean(page, 'createad review');
    await page.getByRole('button', { name: 'Crear campaña' }).click();
    await page.waitForURL('**/es/thankyou');

    const { companyId, get } = await api(page);
    const list = await get(`/campaigns/${companyId}`);
    assert.equal(list.data.length, 1);
    const created = await get(`/campaign/${list.data[0]._id}?companyId=${companyId}`);
    assert.deepEqual(created.keywords.map((k: { text: string }) => k.text), ['fontanero madrid', 'fontanero urgente']);
    assert.deepEqual(created.ad.headlines, headlines);
    const assets = await get(`/googleAds/getCampaignAssets/${companyId}/${list.data[0]._id}`);
    assert.deepEqual(assets.data.map((a: { kind: string }) => a.kind).sort(), ['highlightedText', 'siteLink']);
    const id = list.data[0]._id as string;
    const name = 'Fontanería Ruiz – Madrid';

    // mycampaigns: the new campaign, running.
    await page.goto('/es/mycampaigns');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Activa').waitFor();
    await axeClean(page, 'mycampaigns');

    // Its budget, changed on the quick edit screen.
    await row.getByRole('link', { name: `Editar ${name}` }).click();
    await page.getByRole('heading', { level: 1, name: `Editar ${name}` }).waitFor();
    const budget = page.getByRole('textbox', { name: /Presupuesto diario/ });
    await budget.fill('35');
    await budget.press('Enter');
    await page.getByRole('status').filter({ hasText: /presupuesto/i }).first().waitFor();
    assert.equal((await get(`/campaign/${id}?companyId=${companyId}`)).dailyBudget, 35);

    // Paused and relaunched from the list.
    await page.goto('/es/mycampaigns');
    await page.getByRole('button', { name: `Pausar ${name}` }).click();
    await page.getByRole('row', { name: new RegExp(name) }).getByText('En pausa').waitFor();
    await page.getByRole('button', { name: `Reactivar ${name}` }).click();
    await page.getByRole('row', { name: new RegExp(name) }).getByText('Activa').waitFor();

    // An improvement accepted: it leaves the list and its change is made.
    await page.goto(`/es/improvements?campaignId=${id}`);
    const first = page.getByRole('button', { name: /^Aplicar: / }).first();
    const label = await first.getAttribute('aria-label');
    await axeClean(page, 'improvements');
    await first.click();
    await page.getByText('Mejora aplicada.').waitFor();
    assert.equal(await page.getByRole('button', { name: label! }).count(), 0);

    // Its statistics, in Spanish and in English.
    await page.goto(`/es/statistics/${id}`);
    await page.getByRole('heading', { level: 1, name: `Estadísticas de ${name}` }).waitFor();
    await page.getByRole('heading', { name: 'Clics por dispositivo' }).waitFor();
    await axeClean(page, 'statistics es');
    await page.goto(`/en/statistics/${id}`);
    await page.getByRole('heading', { level: 1, name: `Statistics of ${name}` }).waitFor();
    await page.getByRole('heading', { name: 'Search terms' }).waitFor();
    await axeClean(page, 'statistics en');
    await context.close();
  });

  it('creates a Performance Max campaign, refusing an image of the wrong ratio before it uploads', async () => {
    const { page, context } = await newPage();
    await trialUserWithAdAccount(page);
    await page.getByRole('radio', { name: /^Performance Max/ }).check();
    await page.getByRole('radio', { name: 'Vender' }).check();
    await next(page);
    await step(page, 'Negocio y web');
    await page.getByRole('textbox', { name: /Nombre de la campaña/ }).fill('Tienda Ruiz PMax');
    await page.getByRole('textbox', { name: /Nombre del negocio/ }).fill('Tienda Ruiz');
    await page.getByRole('textbox', { name: /Página de destino/ }).fill('https://tiendaruiz.es');
    await next(page);
    await step(page, 'Ubicaciones e idiomas');
    await page.getByRole('combobox', { name: 'Buscar país, región o ciudad' }).fill('Spain');
    await page.getByRole('option', { name: /Spain|España/ }).first().click();
    await next(page);
    await step(page, 'Presupuesto');
    await page.getByRole('textbox', { name: /Presupuesto diario/ }).fill('30');
    await next(page);

    await step(page, 'Grupo de recursos');
    const texts: [string, string[]][] = [
      ['Título', ['Tienda Ruiz', 'Envío en 24 horas', 'Devolución gratis']],
      ['Título largo', ['Todo para tu baño y cocina con envío en 24 horas']],
      ['Descripción', ['Envío en 24 horas.', 'Grifería, sanitarios y accesorios de las mejores marcas.']],
    ];
    for (const [label, values] of texts) {
      for (const [i, value] of values.entries()) {
        const field = page.getByRole('textbox', { name: `${label} ${i + 1}`, exact: true });
        if (!(await field.count())) await page.getByRole('button', { name: `Añadir ${label.toLowerCase()}`, exact: true }).click();
        await field.fill(value);
      }
    }
    const upload = (region: string, name: string, width: number, height: number) =>
      page.getByRole('region', { name: region }).locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: pngOf(width, height) });
    await upload('Imagen horizontal', 'mal.png', 800, 800);
    await page.getByText(/mal\.png/).first().waitFor();
    assert.equal(await page.getByRole('list', { name: 'Imagen horizontal: imágenes subidas' }).count(), 0);
    await upload('Imagen horizontal', 'horizontal.png', 1200, 628);
    await page.getByRole('list', { name: 'Imagen horizontal: imágenes subidas' }).getByText(/horizontal\.png · 1200×628/).waitFor();
    await upload('Imagen cuadrada', 'cuadrada.png', 600, 600);
    await page.getByRole('list', { name: 'Imagen cuadrada: imágenes subidas' }).getByText(/cuadrada\.png/).waitFor();
    await upload('Logotipo', 'logo.png', 256, 256);
    await page.getByRole('list', { name: 'Logotipo: imágenes subidas' }).getByText(/logo\.png/).waitFor();
    await axeClean(page, 'createad asset group');
    await next(page);
    await step(page, 'Revisión');
    await page.getByRole('button', { name: 'Crear campaña' }).click();
    await page.waitForURL('**/es/thankyou');

    const { companyId, get } = await api(page);
    const list = await get(`/campaigns/${companyId}?type=pmax`);
    assert.equal(list.data.length, 1);
    const created = await get(`/campaign/${list.data[0]._id}?companyId=${companyId}`);
    assert.deepEqual(created.assetGroup.images.map((i: { field: string; width: number }) => `${i.field}:${i.width}`).sort(), ['LOGO:256', 'MARKETING_IMAGE:1200', 'SQUARE_MARKETING_IMAGE:600']);
    await context.close();
  });
});
