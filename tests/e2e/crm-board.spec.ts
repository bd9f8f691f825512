import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { closeBrowser, newPage, registerFreshUser } from './support/fixtures';
import { apiAs, axeClean } from './crmSupport';

after(closeBrowser);

const column = (page: Page, stage: string) => page.getByRole('region', { name: stage, exact: true });

describe('CRM pipeline board journey', () => {
  it('starts a pipeline, moves a contact through it by keyboard and mouse, and reorders stages', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    await page.goto('/es/crm/board');
    await page.getByRole('heading', { name: 'Todavía no hay embudos' }).waitFor();
    await axeClean(page, 'board empty');
    await page.getByRole('button', { name: 'Nuevo embudo' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Ventas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await column(page, 'Nuevo').waitFor();

    // A contact in the first stage, through the API.
    const api = await apiAs(page);
    const pipelines = await (await page.request.get(`/api/pipelines/${api.companyId}`, { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } })).json();
    const [nuevo] = pipelines.data[0].stages;
    await api.post('/createContact', { companyId: api.companyId, name: 'Marta', surname: 'Gil', email: 'marta@example.com', pipelineStageIds: [nuevo._id] });
    await page.reload();
    await column(page, 'Nuevo').getByRole('link', { name: 'Marta Gil' }).waitFor();
    await axeClean(page, 'board');

    // Keyboard: pick up, one column right, drop; the announcement is in Spanish.
    await page.getByRole('button', { name: 'Mover Marta Gil' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('Has cogido el contacto Marta Gil.').or(page.getByText('El contacto Marta Gil está sobre la etapa Nuevo.')).first().waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowRight');
    await page.getByText('El contacto Marta Gil está sobre la etapa Contactado.').waitFor({ state: 'attached' });
    await page.keyboard.press('Space');
    await column(page, 'Contactado').getByRole('link', { name: 'Marta Gil' }).waitFor();
    await column(page, 'Contactado').getByLabel('1 contacto').waitFor();

    // Mouse: drag the card one column further (the later columns may be scrolled out of view).
    const handle = page.getByRole('button', { name: 'Mover Marta Gil' });
    const target = column(page, 'Propuesta');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 20, from.y + 20, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 15 });
    await page.mouse.up();
    await column(page, 'Propuesta').getByRole('link', { name: 'Marta Gil' }).waitFor();

    // The contact page agrees.
    await column(page, 'Propuesta').getByRole('link', { name: 'Marta Gil' }).click();
    await page.getByRole('heading', { name: 'Marta Gil', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Ventas' }).filter({ hasText: 'Propuesta' }).waitFor();

    // Reorder: move "Perdido" one place left with the keyboard; the order survives a reload.
    await page.goBack();
    await page.getByRole('button', { name: 'Mover la etapa Perdido' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('La etapa Perdido está junto a la etapa Perdido.').waitFor({ state: 'attached' });
    await page.keyboard.press('ArrowLeft');
    await page.getByText('La etapa Perdido está junto a la etapa Ganado.').waitFor({ state: 'attached' });
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/pipelineStagePositions') && r.ok());
    await page.keyboard.press('Space');
    await saved;
    await page.reload();
    await column(page, 'Nuevo').waitFor();
    const order = await page.locator('section[aria-labelledby^="stage-"] h2').allInnerTexts();
    assert.deepEqual(order, ['Nuevo', 'Contactado', 'Propuesta', 'Perdido', 'Ganado']);
    await context.close();
  });
});
