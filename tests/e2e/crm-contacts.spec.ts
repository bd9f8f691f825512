import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import { BASE, closeBrowser, newPage, registerFreshUser } from './support/fixtures';
import { apiAs, axeClean } from './crmSupport';
import { assertSpanishText } from './support/language';

after(closeBrowser);

describe('CRM contacts journey', () => {
  it('creates a contact, edits it in place, comments, then finds it by search, filter and sort', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);

    await page.goto('/es/crm');
    await page.waitForURL('**/es/crm/contacts');
    await page.getByRole('heading', { name: 'Todavía no hay contactos' }).waitFor();
    await axeClean(page, 'contacts empty');

    // Create through the form.
    await page.getByRole('link', { name: 'Crear' }).click();
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
    await page.getByRole('textbox', { name: 'Apellidos' }).fill('Fernández');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@example.com');
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Valencia');
    await axeClean(page, 'contact create');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('heading', { name: 'Lucía Fernández', level: 1 }).waitFor();
    await axeClean(page, 'contact page');

    // Edit in place and comment.
    await page.getByRole('button', { name: 'Editar Empresa' }).click();
    await page.getByRole('textbox', { name: 'Empresa' }).fill('Naranjas SL');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Editar Empresa' }).filter({ hasText: 'Naranjas SL' }).waitFor();
    // A value the server refuses is said in Spanish under the field, and the field stays editable.
    await page.getByRole('button', { name: /^Editar Correo electrónico/ }).click();
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-un-correo');
    await page.keyboard.press('Enter');
    await page.getByText('No es un correo electrónico válido.').waitFor();
    await assertSpanishText(page, 'inline edit error');
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Escribe un comentario' }).fill('Primera llamada hecha');
    await page.getByRole('button', { name: 'Añadir comentario' }).click();
    await page.getByText('Primera llamada hecha').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Editar Empresa' }).filter({ hasText: 'Naranjas SL' }).waitFor();
    await page.getByText('Primera llamada hecha').waitFor();

    // Two more contacts through the API, then search, filter and sort in the list.
    const api = await apiAs(page);
    await api.post('/createContact', { companyId: api.companyId, name: 'Alberto', surname: 'Zamora', email: 'alberto@example.com', city: 'Madrid', organization: 'Zeta' });
    await api.post('/createContact', { companyId: api.companyId, name: 'Beatriz', surname: 'Alonso', email: 'bea@example.com', city: 'Valencia', organization: 'Alfa' });
    await page.getByRole('tab', { name: 'Contactos' }).click();
    await page.getByRole('link', { name: 'Beatriz Alonso' }).waitFor();
    await axeClean(page, 'contacts list');
    // The bulk bar and its list dialogs speak Spanish too.
    await page.getByRole('checkbox', { name: /Seleccionar todo/i }).first().check();
    await page.getByRole('button', { name: 'Quitar de lista' }).waitFor();
    await assertSpanishText(page, 'bulk bar');
    await page.getByRole('button', { name: 'Quitar de lista' }).click();
    await page.getByRole('dialog', { name: 'Quitar de lista' }).waitFor();
    await assertSpanishText(page, 'remove from list dialog');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('checkbox', { name: /Seleccionar todo/i }).first().uncheck();
    // The list's own toolbar (search, filters) is back once the bulk bar has gone.
    await page.getByRole('button', { name: 'Quitar de lista' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Añadir filtro' }).waitFor();

    await page.getByPlaceholder('Buscar por nombre, correo o teléfono').fill('alberto');
    await page.getByRole('link', { name: 'Beatriz Alonso' }).waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('link', { name: 'Alberto Zamora' }).count(), 1);
    // A search that matches nothing says so and offers the way back.
    await page.getByPlaceholder('Buscar por nombre, correo o teléfono').fill('nadie-se-llama-asi');
    await page.getByText('Ningún resultado coincide').waitFor();
    await page.getByRole('button', { name: 'Quitar la búsqueda y los filtros' }).click();
    await page.getByRole('link', { name: 'Beatriz Alonso' }).waitFor();
    assert.equal(await page.getByPlaceholder('Buscar por nombre, correo o teléfono').inputValue(), '');

    await page.getByRole('button', { name: 'Añadir filtro' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Ciudad' }).or(page.getByRole('menuitem', { name: 'Ciudad' })).click();
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Valencia');
    await page.getByRole('link', { name: 'Alberto Zamora' }).waitFor({ state: 'detached' });
    const names = () => page.locator('tbody tr td:nth-child(2) a').allInnerTexts();
    /** The rows once the server's answer for the new sort is shown (the old page stays up meanwhile). */
    const rowsBecome = async (expected: string[]) => {
      for (let i = 0; i < 40 && (await names()).join() !== expected.join(); i++) await page.waitForTimeout(250);
      assert.deepEqual(await names(), expected);
    };
    await page.getByRole('button', { name: 'Empresa' }).click();
    await rowsBecome(['Beatriz Alonso', 'Lucía Fernández']);
    assert.match(page.url(), /order=ASC/);
    await page.getByRole('button', { name: 'Empresa' }).click();
    await rowsBecome(['Lucía Fernández', 'Beatriz Alonso']);
    assert.match(page.url(), /order=DESC/);
    await context.close();
  });

  it('keeps the chosen columns on the server, in English too', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    const api = await apiAs(page);
    await api.post('/createContact', { companyId: api.companyId, name: 'Ana', email: 'ana@example.com', city: 'Sevilla' });
    await page.goto('/en/crm/contacts');
    await page.getByRole('link', { name: 'Ana' }).waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'City' }).check();
    await dialog.getByRole('button', { name: 'Move Email up' }).click();
    await axeClean(page, 'column chooser');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.reload();
    await page.getByRole('link', { name: 'Ana' }).waitFor();
    const headers = await page.locator('thead th').allInnerTexts();
    assert.deepEqual(headers.slice(1, 3).map((h) => h.trim()), ['Email', 'Name']);
    assert.ok(headers.map((h) => h.trim()).includes('City'));
    await context.close();
  });

  it("hands a contact their personal data in one file, then erases all of it after an explicit confirmation", async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    const api = await apiAs(page);
    const marta = await api.post<{ _id: string }>('/createContact', { companyId: api.companyId, name: 'Marta', surname: 'Ruiz', email: 'marta@example.com' });
    await api.post('/contactComment/createContactComment', { companyId: api.companyId, contactId: marta._id, comment: 'Pidió sus datos' });
    await page.goto(`/es/crm/contacts/${marta._id}`);
    await page.getByRole('heading', { name: 'Marta Ruiz', level: 1 }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar datos personales' }).click()]);
    assert.equal(download.suggestedFilename(), `contact-${marta._id}-personal-data.json`);
    const file = JSON.parse((await readFile((await download.path())!)).toString('utf8'));
    assert.equal(file.areas.contact.email, 'marta@example.com');
    assert.deepEqual(file.areas.comments.map((c: { body: string }) => c.body), ['Pidió sus datos']);

    await page.getByRole('button', { name: 'Borrar todos sus datos' }).click();
    const dialog = page.getByRole('dialog', { name: '¿Borrar todos los datos de Marta Ruiz?' });
    await dialog.waitFor();
    await axeClean(page, 'erase dialog');
    await assertSpanishText(page, 'erase dialog');
    assert.equal(await dialog.getByRole('button', { name: 'Borrar todo' }).isDisabled(), true);
    await dialog.getByRole('checkbox', { name: 'Entiendo que se borrará todo y no se puede deshacer' }).check();
    await dialog.getByRole('button', { name: 'Borrar todo' }).click();
    await page.waitForURL('**/es/crm/contacts');
    await page.getByText('Se han borrado todos los datos de Marta Ruiz').waitFor();
    await page.getByRole('heading', { name: 'Todavía no hay contactos' }).waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const gone = await page.request.get(`${BASE}/api/contact/${api.companyId}/${marta._id}`, { headers: { authorization: `Bearer ${token}` } });
    assert.equal(gone.status(), 404);
    // The erasure log: the contact's id and the counts, under the CRM's tabs.
    await page.getByRole('tab', { name: 'Borrados de datos' }).click();
    await page.getByText(marta._id).waitFor();
    await axeClean(page, 'erasure log');
    await context.close();
  });
});
