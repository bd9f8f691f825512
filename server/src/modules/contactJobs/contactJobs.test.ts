import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { multipart } from '../../../test/multipart';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { createJobs } from '../../jobs/queue';
import { defineJobs } from '../../jobs/definitions';
import type { ContactScope } from '../contacts/contacts.filters';
import { buildExport, exportBlobKey } from './contactExport.service';
import { importTuning } from './contactImport.service';
import { insertJob } from './contactJobs.repository';
import { IMPORT_QUEUE } from './contactJobs.service';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ jobs: true });
  owner = await createTestUser(ctx);
  stranger = await createTestUser(ctx);
  await call(ctx, 'POST', '/api/createCustomProperty', { token: owner.token, body: { companyId: owner.companyId, propertyName: 'Sector', type: 'single_choice', options: ['Retail', 'Hostelería', 'Salud'] } });
});
afterAll(async () => ctx?.close());

async function upload(path: string, user: TestUser, file: { name: string; content: Buffer }, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart(fields, file);
  const res = await ctx.app.inject({ method: 'POST', url: `/api${path}?companyId=${user.companyId}`, payload, headers: { ...headers, authorization: `Bearer ${user.token}` } });
  return { status: res.statusCode, body: res.json() };
}

async function waitFor(kind: 'import' | 'export', jobId: string, until: (s: { state: string; processed: number }) => boolean = (s) => ['completed', 'failed'].includes(s.state), timeoutMs = 30_000, user = owner) {
  const started = Date.now();
  for (;;) {
    const res = await call(ctx, 'GET', `/api/${kind}Contacts/status/${jobId}`, { token: user.token });
    expect(res.status).toBe(200);
    if (until(res.body)) return res.body;
    if (Date.now() - started > timeoutMs) throw new Error(`job ${jobId} still ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const contactsByEmail = async (email: string) =>
  (await call(ctx, 'POST', '/api/contactsByFilter', { token: owner.token, body: { companyId: owner.companyId, filters: [{ filterField: 'email', filterValue: email }] } })).body.data;

describe('CSV import', () => {
  it('reads a Spanish Excel file (Windows-1252, semicolons) with a duplicate and a bad row', async () => {
    await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Existente', email: 'jose@bar-pepe.es', city: 'Toledo' } });
    const csv = [
      'Nombre;Apellidos;Correo electrónico;Teléfono;Empresa;Sector;Observaciones',
      'José;Muñoz Peña;jose@bar-pepe.es;612 345 678;Bar Pepe, S.L.;Hostelería;cliente antiguo',
      'María;Íñiguez;maria@clinica.es;+34 622 000 111;Clínica Sol;salud;',
      'Ramón;Ibáñez;no-es-un-email;633111222;;Retail;',
      'Begoña;Ruiz;BEGONA@tienda.es;644 000 000;Tienda Ñu;Retail;"dos',
      'líneas"',
      'Begoña;Ruiz Díaz;begona@tienda.es;;;;',
      ';;;;;;',
    ].join('\r\n');
    const file = { name: 'contactos.csv', content: iconv.encode(csv, 'windows-1252') };
    const preview = await upload('/importContactsFromCSV/preview', owner, file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ encoding: 'windows-1252', delimiter: ';', totalRows: 5 });
    expect(preview.body.headers[2]).toBe('Correo electrónico');
    expect(preview.body.mapping).toEqual(['name', 'surname', 'email', 'phone', 'organization', 'custom:Sector', null]);
    expect(preview.body.rows[3][6]).toBe('dos\r\nlíneas');

    const queued = await upload('/importContactsFromCSV', owner, file, { duplicates: 'update' });
    expect(queued.status).toBe(202);
    const status = await waitFor('import', queued.body.jobId);
    expect(status).toMatchObject({ state: 'completed', total: 5, processed: 5, created: 2, updated: 2, skipped: 0, failed: 1, fileName: 'contactos.csv' });
    expect(status.errors).toEqual([{ row: 4, field: 'email', message: 'Invalid email address "no-es-un-email"', code: 'invalid_email', value: 'no-es-un-email' }]);
    const [jose] = await contactsByEmail('jose@bar-pepe.es');
    expect(jose).toMatchObject({ name: 'José', surname: 'Muñoz Peña', organization: 'Bar Pepe, S.L.', city: 'Toledo', customProperties: { Sector: 'Hostelería' } });
    const begona = await contactsByEmail('begona@tienda.es');
    expect(begona).toHaveLength(1);
    expect(begona[0]).toMatchObject({ surname: 'Ruiz Díaz', organization: 'Tienda Ñu', phone: '644 000 000', source: 'Importación' });
    expect((await contactsByEmail('maria@clinica.es'))[0].customProperties).toEqual({ Sector: 'Salud' });
  });

  it('reads UTF-8 with BOM (Google Contacts) and skips duplicates when asked', async () => {
    const csv = '\ufeffFirst Name,Last Name,E-mail 1 - Value,Phone 1 - Value,Organization Name,Notes\n'
      + 'Zoe,Álvarez,zoe@example.com,+34 699 111 222,"Acme, Inc.","line one\nline two"\n'
      + 'Maria,Copy,maria@clinica.es,,,\n';
    const file = { name: 'google.csv', content: Buffer.from(csv, 'utf8') };
    const queued = await upload('/importContactsFromCSV', owner, file, { duplicates: 'skip' });
    expect(queued.body.preview).toMatchObject({ encoding: 'utf-8', delimiter: ',', mapping: ['name', 'surname', 'email', 'phone', 'organization', null] });
    const status = await waitFor('import', queued.body.jobId);
    expect(status).toMatchObject({ state: 'completed', created: 1, skipped: 1, failed: 0 });
    expect((await contactsByEmail('zoe@example.com'))[0]).toMatchObject({ surname: 'Álvarez', organization: 'Acme, Inc.' });
    expect((await contactsByEmail('maria@clinica.es'))[0].surname).toBe('Íñiguez');
  });

  it('reads numbers and dates the way the file writes them: Spanish Excel gives 2.000 = 2000 and 1.250,50 = 1250.5', async () => {
    const org = await createTestUser(ctx);
    const post = (url: string, body: Record<string, unknown>) => call(ctx, 'POST', url, { token: org.token, body: { companyId: org.companyId, ...body } });
    await post('/api/createCustomProperty', { propertyName: 'Presupuesto', type: 'number' });
    await post('/api/createCustomProperty', { propertyName: 'Alta', type: 'date' });
    const csv = 'Nombre;Presupuesto;Alta\r\nIñaki;2.000;31/12/2026\r\nBegoña;1.250,50;03/04/2026\r\nMaría;muchísimo;ayer\r\n';
    const file = { name: 'clientes.csv', content: iconv.encode(csv, 'windows-1252') };
    const preview = await upload('/importContactsFromCSV/preview', org, file);
    expect(preview.body).toMatchObject({ encoding: 'windows-1252', delimiter: ';', valueLocale: 'es' });
    const queued = await upload('/importContactsFromCSV', org, file, { mapping: JSON.stringify(['name', 'custom:Presupuesto', 'custom:Alta']) });
    const status = await waitFor('import', queued.body.jobId, undefined, undefined, org);
    // María is kept; her two unreadable values are reported on their fields.
    expect(status).toMatchObject({ state: 'completed', created: 3, failed: 0 });
    expect(status.errors.map((e: { row: number; field: string; code: string; value: string }) => [e.row, e.field, e.code, e.value])).toEqual([
      [4, 'Presupuesto', 'not_a_number', 'muchísimo'], [4, 'Alta', 'not_a_date', 'ayer'],
    ]);
    const list = await call(ctx, 'POST', '/api/contactsByFilter?page=1&limit=10', { token: org.token, body: { companyId: org.companyId, searchTerm: '', filters: [] } });
    const byName = Object.fromEntries(list.body.data.map((c: { name: string; customProperties: unknown }) => [c.name, c.customProperties]));
    expect(byName).toEqual({
      Iñaki: { Presupuesto: 2000, Alta: '2026-12-31' }, Begoña: { Presupuesto: 1250.5, Alta: '2026-04-03' }, María: {},
    });

    // The user may say the file is written the English way: then 2.000 is two.
    const english = await upload('/importContactsFromCSV', org, { name: 'en.csv', content: Buffer.from('Name,Budget\r\nZoe,2.000\r\n') }, { mapping: JSON.stringify(['name', 'custom:Presupuesto']), valueLocale: 'en' });
    await waitFor('import', english.body.jobId, undefined, undefined, org);
    const zoe = await call(ctx, 'POST', '/api/contactsByFilter?page=1&limit=10', { token: org.token, body: { companyId: org.companyId, searchTerm: 'zoe', filters: [] } });
    expect(zoe.body.data[0].customProperties).toEqual({ Presupuesto: 2 });
    const bad = await upload('/importContactsFromCSV', org, file, { valueLocale: 'fr' });
    expect(bad.status).toBe(400);
  });

  it('guesses an Outlook export and takes an explicit mapping', async () => {
    const csv = '"First Name","Middle Name","Last Name","Company","Job Title","E-mail Address","Mobile Phone","Business City"\r\n"Ola","","Nordmann","Fjord AS","CEO","ola@fjord.no","+47 912 34 567","Oslo"\r\n';
    const file = { name: 'outlook.csv', content: Buffer.from(csv, 'utf8') };
    const preview = await upload('/importContactsFromCSV/preview', owner, file);
    expect(preview.body.mapping).toEqual(['name', null, 'surname', 'organization', 'jobTitle', 'email', 'phone', 'city']);
    const mapping = JSON.stringify(['name', null, 'surname', null, null, 'email', null, 'custom:Sector']);
    const badMapping = await upload('/importContactsFromCSV', owner, file, { mapping: JSON.stringify(['nope']) });
    expect(badMapping.status).toBe(400);
    const queued = await upload('/importContactsFromCSV', owner, file, { mapping });
    const status = await waitFor('import', queued.body.jobId);
    // The unreadable value is reported on its field; the contact is imported without it.
    expect(status).toMatchObject({ created: 1, failed: 0, errorCode: null });
    expect(status.errors).toEqual([{
      row: 2, field: 'Sector', message: 'Sector must be one of: Retail, Hostelería, Salud',
      code: 'not_an_option', value: 'Oslo', params: { options: 'Retail, Hostelería, Salud' },
    }]);
  });

  it('refuses oversized and non-CSV files before any work, with a clear error', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 'a');
    const tooBig = await upload('/importContactsFromCSV', owner, { name: 'big.csv', content: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error_code: 'file_too_large', message: expect.stringContaining('20 MB') });
    const xlsx = await upload('/importContactsFromCSV', owner, { name: 'libro.xlsx', content: Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]) });
    expect(xlsx.status).toBe(400);
    expect(xlsx.body.error_code).toBe('unsupported_file_type');
    const { payload, headers } = multipart({ duplicates: 'skip' });
    const none = await ctx.app.inject({ method: 'POST', url: `/api/importContactsFromCSV?companyId=${owner.companyId}`, payload, headers: { ...headers, authorization: `Bearer ${owner.token}` } });
    expect(none.statusCode).toBe(400);
    const jobs = await ctx.db.selectFrom('contactJobs').select('id').where('fileName', 'in', ['big.csv', 'libro.xlsx']).execute();
    expect(jobs).toEqual([]);
  });
});

describe('JSON import queue and job visibility', () => {
  it('queues contacts as JSON and reports per-row errors; other companies see 404, agents 403', async () => {
    const res = await call(ctx, 'POST', '/api/importContacts/queue', {
      token: owner.token,
      body: { companyId: owner.companyId, contacts: [{ name: 'Json Uno', email: 'json1@example.com' }, { surname: 'Sin nada' }, { name: 'Json Dos', customProperties: { Sector: 'Retail' } }] },
    });
    expect(res.status).toBe(202);
    const status = await waitFor('import', res.body.jobId);
    expect(status).toMatchObject({ created: 2, failed: 1 });
    expect(status.errors).toEqual([{ row: 2, message: 'The row has no name, email or phone', code: 'no_identity' }]);
    expect((await call(ctx, 'GET', `/api/importContacts/status/${res.body.jobId}`, { token: stranger.token })).status).toBe(404);
    const agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
    expect((await call(ctx, 'GET', `/api/importContacts/status/${res.body.jobId}`, { token: agent.token })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/importContacts/queue', { token: agent.token, body: { companyId: owner.companyId, contacts: [{ name: 'x' }] } })).status).toBe(403);
    const sync = await call(ctx, 'POST', '/api/bulkImportContacts', { token: owner.token, body: { companyId: owner.companyId, contacts: [{ name: 'Sync', email: 'json1@example.com', city: 'Lugo' }], duplicates: 'update' } });
    expect(sync.body).toEqual({ created: 0, updated: 1, skipped: 0, failed: 0, errors: [] });
    expect((await contactsByEmail('json1@example.com'))[0].city).toBe('Lugo');
  });
});

describe('restart in the middle of an import', () => {
  it('finishes after a restart with no lost and no duplicated rows', async () => {
    const other = await createTestUser(ctx);
    const rows = Array.from({ length: 3000 }, (_, i) => `Persona ${i};persona${i}@example.com;6${String(i).padStart(8, '0')}`);
    const file = { name: 'grande.csv', content: Buffer.from(['Nombre;Email;Teléfono', ...rows].join('\n'), 'utf8') };
    importTuning.batchSize = 200;
    importTuning.afterBatch = () => new Promise((r) => setTimeout(r, 40));
    try {
      const queued = await upload('/importContactsFromCSV', other, file);
      expect(queued.status).toBe(202);
      const jobId = queued.body.jobId;
      const poll = () => call(ctx, 'GET', `/api/importContacts/status/${jobId}`, { token: other.token }).then((r) => r.body);
      for (let s = await poll(); s.processed < 600; s = await poll()) await new Promise((r) => setTimeout(r, 20));
      // The server stops: the worker ends its batch and gives the job back.
      await ctx.deps.jobs!.stop();
      const stopped = await poll();
      expect(stopped.state).toBe('queued');
      expect(stopped.processed).toBeGreaterThanOrEqual(600);
      expect(stopped.processed).toBeLessThan(3000);
      const count = async () => Number((await ctx.db.selectFrom('contacts').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', other.companyId).executeTakeFirst())?.n);
      expect(await count()).toBe(stopped.processed);

      importTuning.afterBatch = async () => {};
      ctx.deps.jobs = createJobs(ctx.databaseUrl);
      await defineJobs(ctx.deps);
      await ctx.deps.jobs.start();
      let done = await poll();
      for (const started = Date.now(); done.state !== 'completed' && Date.now() - started < 45_000; done = await poll()) await new Promise((r) => setTimeout(r, 200));
      expect(done).toMatchObject({ state: 'completed', total: 3000, processed: 3000, created: 3000, updated: 0, failed: 0 });
      expect(await count()).toBe(3000);
      const distinct = await ctx.db.selectFrom('contacts').select((eb) => eb.fn.count<number>('email').distinct().as('n')).where('companyId', '=', other.companyId).executeTakeFirst();
      expect(Number(distinct?.n)).toBe(3000);
    } finally {
      importTuning.batchSize = 5000;
      importTuning.afterBatch = async () => {};
    }
  }, 90_000);
});

/** An instant as "YYYY-MM-DD HH:MM" on the wall clock of a time zone (Swedish writes ISO-like dates). */
const isoMinute = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

describe('export', () => {
  it('exports as a job ending in a downloadable CSV, with formula cells neutralised', async () => {
    await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: '=HYPERLINK("http://evil")', surname: '@SUM(1)', email: 'formula@example.com', phone: '+34 600 000 001', city: '-2+3', customProperties: { Sector: 'Retail' } } });
    const queued = await call(ctx, 'POST', '/api/exportContacts/queue', { token: owner.token, body: { companyId: owner.companyId, searchTerm: 'formula', filters: null, filterByCollaborators: null } });
    expect(queued.status).toBe(202);
    const status = await waitFor('export', queued.body.jobId);
    expect(status).toMatchObject({ state: 'completed', total: 1, processed: 1, downloadUrl: `/exportContacts/download/${queued.body.jobId}` });
    const file = await ctx.app.inject({ method: 'GET', url: `/api${status.downloadUrl}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="contactos-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = file.rawPayload.toString('utf8');
    expect(text.startsWith('\ufeffNombre,Apellidos,Correo electrónico,Teléfono')).toBe(true);
    const line = text.split('\r\n')[1];
    expect(line).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(line).toContain("'@SUM(1)");
    expect(line).toContain("'+34 600 000 001");
    expect(line).toContain("'-2+3");
    expect(line).toContain('Retail');
    expect((await ctx.app.inject({ method: 'GET', url: `/api${status.downloadUrl}`, headers: { authorization: `Bearer ${stranger.token}` } })).statusCode).toBe(404);
  });

  it('keeps the file in the blob store, not the database, and serves it with its length and ETag', async () => {
    const queued = await call(ctx, 'POST', '/api/exportContacts/queue', { token: owner.token, body: { companyId: owner.companyId } });
    const status = await waitFor('export', queued.body.jobId);
    const stored = await ctx.deps.blobs.head(exportBlobKey(owner.companyId, queued.body.jobId));
    expect(stored).toMatchObject({ contentType: 'text/csv; charset=utf-8', fileName: status.fileName });
    const row = await ctx.db.selectFrom('contactJobFiles').select('result').where('jobId', '=', queued.body.jobId).executeTakeFirstOrThrow();
    expect(row.result).toBeNull();
    const file = await ctx.app.inject({ method: 'GET', url: `/api${status.downloadUrl}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.headers).toMatchObject({ 'content-length': String(stored!.size), etag: stored!.etag, 'x-content-type-options': 'nosniff' });
    expect(file.rawPayload.length).toBe(stored!.size);
    const again = await ctx.app.inject({ method: 'GET', url: `/api${status.downloadUrl}`, headers: { authorization: `Bearer ${owner.token}`, 'if-none-match': stored!.etag } });
    expect(again.statusCode).toBe(304);
  });

  it('still downloads an export finished before files moved to the blob store', async () => {
    const jobId = await insertJob(ctx.db, { companyId: owner.companyId, userId: owner.id, kind: 'export', fileName: 'contactos-2025-12-31.csv', options: {}, total: 1, input: null });
    await ctx.db.updateTable('contactJobFiles').set({ result: Buffer.from('\ufeffNombre\r\nAna\r\n') }).where('jobId', '=', jobId).execute();
    await ctx.db.updateTable('contactJobs').set({ state: 'completed', finishedAt: new Date() }).where('id', '=', jobId).execute();
    const file = await ctx.app.inject({ method: 'GET', url: `/api/exportContacts/download/${jobId}`, headers: { authorization: `Bearer ${owner.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('filename="contactos-2025-12-31.csv"');
    expect(file.rawPayload.toString('utf8')).toBe('\ufeffNombre\r\nAna\r\n');
  });

  it('writes each contact\'s stage per pipeline, collaborators in assignment order, lists and creation time', async () => {
    const org = await createTestUser(ctx);
    const first = await createTestUser(ctx, { memberOf: { companyId: org.companyId, role: 'agent' } });
    const second = await createTestUser(ctx, { memberOf: { companyId: org.companyId, role: 'agent' } });
    const post = (url: string, body: Record<string, unknown>) => call(ctx, 'POST', url, { token: org.token, body: { companyId: org.companyId, ...body } });
    const sales = (await post('/api/pipeline', { name: 'Ventas', stages: [{ name: 'Nuevo' }, { name: 'Ganado' }] })).body;
    await post('/api/pipeline', { name: 'Soporte', stages: [{ name: 'Abierto' }] });
    const vip = (await post('/api/contact-list', { name: 'VIP' })).body;
    const news = (await post('/api/contact-list', { name: 'Boletín' })).body;
    const made = await post('/api/createContact', {
      name: 'Rosa', email: 'rosa@example.com', collaboratorIds: [second.id],
      pipelineStageIds: [sales.stages[1]._id], contactListIds: [vip._id, news._id],
    });
    expect(made.status).toBe(201);
    await post('/api/assignCollaboratorsToContact', { contactId: made.body._id, collaboratorIds: [first.id] });
    await post('/api/createContact', { name: 'Sin nada' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/exportContacts', headers: { authorization: `Bearer ${org.token}` }, payload: { companyId: org.companyId, delimiter: ';', language: 'en' } });
    const [header, plain, rosa] = res.rawPayload.toString('utf8').replace(/\r\n$/, '').split('\r\n');
    expect(header).toBe('\ufeffFirst name;Last name;Email;Phone;Company;Job title;Source;City;Country;Ventas;Soporte;Collaborators;Lists;Created at');
    const sinNada = (await call(ctx, 'GET', `/api/contact/${org.companyId}/${(await post('/api/contactsByFilter', { searchTerm: 'Sin nada' })).body.data[0]._id}`, { token: org.token })).body;
    expect(plain).toBe(`Sin nada;;;;;;manual;;;;;;;${isoMinute(sinNada.createdAt, 'Europe/Madrid')}`);
    expect(rosa).toBe(`Rosa;;rosa@example.com;;;;manual;;;Ganado;;"${second.email}; ${first.email}";"Boletín; VIP";${isoMinute(made.body.createdAt, 'Europe/Madrid')}`);
  });

  it('writes numbers, days and creation times as a spreadsheet in the file\'s language reads them, in the company\'s time zone', async () => {
    const org = await createTestUser(ctx);
    const post = (url: string, body: Record<string, unknown>) => call(ctx, 'POST', url, { token: org.token, body: { companyId: org.companyId, ...body } });
    expect((await call(ctx, 'PUT', `/api/company/${org.companyId}`, { token: org.token, body: { timezone: 'America/Mexico_City' } })).status).toBe(200);
    await post('/api/createCustomProperty', { propertyName: 'Importe', type: 'number' });
    await post('/api/createCustomProperty', { propertyName: 'Renovación', type: 'date' });
    const made = await post('/api/createContact', { name: 'Lola', customProperties: { Importe: 1250.5, Renovación: '2027-03-01' } });
    expect(made.status).toBe(201);
    // The row as header → cell, so the check does not depend on the company's other columns.
    const exportIn = async (language: 'es' | 'en') => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/exportContacts', headers: { authorization: `Bearer ${org.token}` }, payload: { companyId: org.companyId, delimiter: ';', language } });
      const [header, row] = res.rawPayload.toString('utf8').replace(/^\ufeff/, '').replace(/\r\n$/, '').split('\r\n').map((line) => line.split(';'));
      return Object.fromEntries(header.map((name, i) => [name, row[i]]));
    };
    const minute = isoMinute(made.body.createdAt, 'America/Mexico_City');
    expect(await exportIn('es')).toMatchObject({ Importe: '1250,5', Renovación: '01/03/2027', 'Fecha de creación': `${minute.slice(8, 10)}/${minute.slice(5, 7)}/${minute.slice(0, 4)} ${minute.slice(11)}` });
    expect(await exportIn('en')).toMatchObject({ Importe: '1250.5', Renovación: '2027-03-01', 'Created at': minute });
  });

  it('exports straight away with semicolons for Excel', async () => {
    const res = await ctx.app.inject({
      method: 'POST', url: '/api/exportContacts', headers: { authorization: `Bearer ${owner.token}` },
      payload: { companyId: owner.companyId, filters: [{ filterField: 'email', filterValue: 'example.com' }], delimiter: ';', language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString('utf8').replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toBe('\ufeffFirst name;Last name;Email;Phone;Company;Job title;Source;City;Country;Sector;Collaborators;Lists;Created at');
    expect(lines.length).toBeGreaterThan(3);
    const viewer = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'viewer' } });
    const refused = await call(ctx, 'POST', '/api/exportContacts', { token: viewer.token, body: { companyId: owner.companyId } });
    expect(refused.status).toBe(403);
  });
});

describe('codes of failed rows and jobs', () => {
  it('gives each row error a code and its value, custom property checks included', async () => {
    const org = await createTestUser(ctx);
    const post = (url: string, body: Record<string, unknown>) => call(ctx, 'POST', url, { token: org.token, body: { companyId: org.companyId, ...body } });
    for (const [propertyName, type] of [['Puntos', 'number'], ['Alta', 'date'], ['Activo', 'boolean'], ['Web', 'url']]) await post('/api/createCustomProperty', { propertyName, type });
    const res = await post('/api/bulkImportContacts', {
      duplicates: 'update',
      contacts: [
        { name: 'A', phone: 'llámame' },
        { name: 'B', city: 'x'.repeat(201) },
        { name: 'C', customProperties: { Puntos: 'muchos', Alta: '31/12/2024', Activo: 'quizá', Web: 'no es web', Nada: 1 } },
      ],
    });
    // Rows 1 and 2 fail on a standard field; row 3 is kept, each unreadable property reported on its field.
    expect(res.body).toMatchObject({ failed: 2, created: 1 });
    expect(res.body.errors).toEqual([
      { row: 1, field: 'phone', message: 'Invalid phone number "llámame"', code: 'invalid_phone', value: 'llámame' },
      { row: 2, field: 'city', message: 'city has more than 200 characters', code: 'too_long', value: 'x'.repeat(100), params: { max: 200 } },
      { row: 3, field: 'Puntos', message: 'Puntos must be a number', code: 'not_a_number', value: 'muchos' },
      { row: 3, field: 'Alta', message: 'Alta must be a date (YYYY-MM-DD)', code: 'not_a_date', value: '31/12/2024' },
      { row: 3, field: 'Activo', message: 'Activo must be yes or no', code: 'not_a_boolean', value: 'quizá' },
      { row: 3, field: 'Web', message: 'Web must be a web address', code: 'invalid_url', value: 'no es web' },
      { row: 3, field: 'Nada', message: 'Unknown custom property "Nada"', code: 'unknown_property', value: 'Nada' },
    ]);
  });

  it('fails a job on unreadable input at once, with the error code', async () => {
    const jobId = await insertJob(ctx.db, { companyId: owner.companyId, userId: owner.id, kind: 'import', fileName: 'vacio.csv', options: { format: 'csv', mapping: ['name'] }, total: 1, input: Buffer.alloc(0) });
    await ctx.deps.jobs!.send(IMPORT_QUEUE, { jobId });
    const status = await waitFor('import', jobId);
    expect(status).toMatchObject({ state: 'failed', error: 'The file has no header row', errorCode: 'empty_file' });
  });
});

describe('export and import again', () => {
  it('reads its own export back: international phones and negative numbers are not formulas', async () => {
    const from = await createTestUser(ctx);
    const to = await createTestUser(ctx);
    for (const user of [from, to]) {
      await call(ctx, 'POST', '/api/createCustomProperty', { token: user.token, body: { companyId: user.companyId, propertyName: 'Saldo', type: 'number' } });
    }
    const people = [
      { name: 'Lucía', email: 'lucia@example.es', phone: '+34 600 111 222', customProperties: { Saldo: -12.5 } },
      { name: 'Pau', email: 'pau@example.es', phone: '+34 (93) 123-45-67', customProperties: { Saldo: -3 } },
      { name: '@Arroba', surname: '=Igual', phone: '+351 912 345 678', city: '-Menos', customProperties: { Saldo: 7 } },
    ];
    for (const person of people) expect((await call(ctx, 'POST', '/api/createContact', { token: from.token, body: { companyId: from.companyId, ...person } })).status).toBe(201);
    const exported = await ctx.app.inject({ method: 'POST', url: '/api/exportContacts', headers: { authorization: `Bearer ${from.token}` }, payload: { companyId: from.companyId, delimiter: ';', language: 'es' } });
    expect(exported.rawPayload.toString('utf8')).toContain("'+34 600 111 222");

    const queued = await upload('/importContactsFromCSV', to, { name: 'contactos.csv', content: exported.rawPayload });
    expect(queued.status).toBe(202);
    const status = await waitFor('import', queued.body.jobId, undefined, undefined, to);
    expect(status).toMatchObject({ state: 'completed', created: 3, failed: 0, errors: [] });
    const list = await call(ctx, 'POST', '/api/contactsByFilter', { token: to.token, body: { companyId: to.companyId } });
    const imported = list.body.data.map((c: { name: string; surname: string; phone: string; city: string | null; customProperties: Record<string, unknown> }) =>
      ({ name: c.name, phone: c.phone, Saldo: c.customProperties.Saldo, surname: c.surname, city: c.city }));
    expect(imported).toEqual(expect.arrayContaining([
      { name: 'Lucía', surname: '', phone: '+34 600 111 222', Saldo: -12.5, city: null },
      { name: 'Pau', surname: '', phone: '+34 (93) 123-45-67', Saldo: -3, city: null },
      { name: '@Arroba', surname: '=Igual', phone: '+351 912 345 678', Saldo: 7, city: '-Menos' },
    ]));
  });
});

describe('export progress', () => {
  it('counts the contacts in scope before writing any, with the same filter', async () => {
    const events: string[] = [];
    const scope = { companyId: owner.companyId, filters: [{ filterField: 'email', filterValue: 'example.com' }] } as ContactScope;
    const { rows } = await buildExport(ctx.db, scope, { language: 'es', delimiter: ',' }, {
      onTotal: async (total) => { events.push(`total ${total}`); },
      onProgress: async (processed) => { events.push(`processed ${processed}`); },
    });
    expect(rows).toBeGreaterThan(2);
    expect(events).toEqual([`total ${rows}`, `processed ${rows}`]);
  });

  it('reports the total of a queued export from its start, and names the file in its language', async () => {
    const queued = await call(ctx, 'POST', '/api/exportContacts/queue', { token: owner.token, body: { companyId: owner.companyId, language: 'en' } });
    const seen = await waitFor('export', queued.body.jobId, (s) => s.state !== 'queued');
    expect(seen.total).toEqual(expect.any(Number));
    const done = await waitFor('export', queued.body.jobId);
    expect(done).toMatchObject({ state: 'completed', total: done.processed, fileName: expect.stringMatching(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/) });
  });
});
