import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, describe, it } from 'node:test';
import iconv from 'iconv-lite';
import { closeBrowser, newPage, registerFreshUser } from './support/fixtures';
import { apiAs, axeClean } from './crmSupport';

after(closeBrowser);

/** As Excel in Spanish saves "CSV (delimitado por punto y coma)": Windows-1252, `;`, CRLF. */
function spanishExcelCsv(): Buffer {
  const lines = [
    'Nombre;Apellidos;Correo electrónico;Teléfono;Ciudad;Presupuesto',
    'José;Núñez;jose@example.com;+34 600 111 222;Cádiz;2.000',
    'Begoña;Ibáñez;existente@example.com;+34 600 333 444;Logroño;1.250,50',
    'Íñigo;Pérez;esto-no-es-un-correo;+34 600 555 666;Bilbao;3',
  ];
  return iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252');
}

describe('CRM import and export journey', () => {
  it('imports a Spanish Excel CSV with a duplicate and a bad row, then exports', async () => {
    const { page, context } = await newPage();
    await registerFreshUser(page);
    const api = await apiAs(page);
    await api.post('/createContact', { companyId: api.companyId, name: 'Begoña', email: 'existente@example.com', city: 'Haro' });
    await api.post('/createCustomProperty', { companyId: api.companyId, propertyName: 'Presupuesto', type: 'number' });

    await page.goto('/es/crm/import');
    await page.getByRole('heading', { name: 'Importar contactos', level: 1 }).waitFor();
    await axeClean(page, 'import upload');

    // The client refuses a non-CSV before uploading.
    await page.getByLabel('Elegir archivo').setInputFiles({ name: 'contactos.xlsx', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') });
    await page.getByRole('alert').filter({ hasText: 'No es un archivo CSV' }).waitFor();

    await page.getByLabel('Elegir archivo').setInputFiles({ name: 'contactos.csv', mimeType: 'text/csv', buffer: spanishExcelCsv() });
    await page.getByText(/contactos\.csv: 3 filas, windows-1252, separador ;/).waitFor();
    // Accents survived the Windows-1252 decoding and the columns were guessed.
    await page.getByText('Núñez').waitFor();
    for (const [column, target] of [['Nombre', 'Nombre'], ['Apellidos', 'Apellidos'], ['Correo electrónico', 'Correo electrónico'], ['Teléfono', 'Teléfono'], ['Ciudad', 'Ciudad']]) {
      assert.equal((await page.getByRole('combobox', { name: `Destino de ${column}` }).innerText()).trim(), target);
    }
    assert.equal((await page.getByRole('combobox', { name: 'Destino de Presupuesto' }).innerText()).trim(), 'Presupuesto (Propiedad)');
    // Numbers are read the Spanish way, as guessed from the `;` file (and changeable).
    assert.equal(await page.getByRole('radio', { name: 'Como en España: 1.250,50 y 31/12/2026' }).isChecked(), true);
    await axeClean(page, 'import mapping');
    await page.getByRole('radio', { name: 'Actualizarlos con los valores del archivo' }).check();
    await page.getByRole('button', { name: 'Importar 3 filas' }).click();

    await page.getByRole('progressbar', { name: 'Progreso de la importación' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Importación terminada' }).waitFor({ timeout: 60_000 });
    assert.equal(await page.getByTestId('import-created').innerText(), '1');
    assert.equal(await page.getByTestId('import-updated').innerText(), '1');
    assert.equal(await page.getByTestId('import-failed').innerText(), '1');
    const report = page.getByRole('region', { name: 'Problemas en 1 fila' });
    await report.getByRole('cell', { name: '4', exact: true }).waitFor();
    await axeClean(page, 'import report');

    // The duplicate was updated, not doubled.
    await page.getByRole('link', { name: 'Ver los contactos' }).click();
    await page.getByRole('link', { name: 'José Núñez' }).waitFor();
    // 2.000 is two thousand and 1.250,50 one thousand two hundred fifty and a half.
    const stored = await api.post<{ data: { name: string; customProperties: Record<string, unknown> }[] }>('/contactsByFilter?page=1&limit=10', { companyId: api.companyId, searchTerm: '', filters: [] });
    assert.deepEqual(Object.fromEntries(stored.data.map((c) => [c.name, c.customProperties.Presupuesto])), { José: 2000, Begoña: 1250.5 });
    assert.equal(await page.getByRole('link', { name: /Begoña/ }).count(), 1);

    // Export everything (Begoña updated, José created) as a job, then download.
    await page.getByRole('button', { name: 'Exportar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exportar contactos' });
    await dialog.getByText('Se exportarán 2 contactos.').waitFor();
    await axeClean(page, 'export dialog');
    await dialog.getByRole('button', { name: 'Exportar' }).click();
    await dialog.getByText('Listo: 2 contactos exportados.').waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Descargar CSV' }).click()]);
    const text = (await readFile((await download.path())!)).toString('utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = text.trim().split(/\r?\n/);
    assert.match(header, /^Nombre;Apellidos;Correo electrónico;Teléfono;/);
    assert.equal(rows.length, 2);
    assert.ok(rows.some((r) => r.includes('Núñez')));
    await context.close();
  });
});
