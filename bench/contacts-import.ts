import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchContext, SECTORS } from './contacts.common';

/**
 * Import of a 100,000-row CSV end to end (multipart upload → job → rows committed, polled
 * through the status call) against a raw server-side COPY of the same rows into the same table
 * in the same run. Usage: node --import tsx bench/contacts-import.ts [rows]
 */
const N = Number(process.argv[2] ?? 100_000);
const FIRST = ['Lucía', 'Hugo', 'Martina', 'Mateo', 'Sofía', 'Álvaro', 'Carmen', 'Iñigo'];
const LAST = ['García', 'Muñoz', 'Peña', 'Ibáñez', 'López', 'Núñez'];

const ctx = await benchContext({ jobs: true });
try {
  await ctx.db.insertInto('customProperties').values({ companyId: ctx.companyId, propertyName: 'Sector', label: 'Sector', type: 'single_choice', options: JSON.stringify(SECTORS) }).execute();
  const rows = Array.from({ length: N }, (_, i) => [
    FIRST[i % FIRST.length], `${LAST[i % LAST.length]} ${LAST[(i >> 3) % LAST.length]}`, `persona${i}@empresa${i % 97}.es`,
    `+34 6${String((i * 7919) % 100000000).padStart(8, '0')}`, `Empresa ${i % 3000}`, 'Madrid', SECTORS[i % SECTORS.length],
  ]);
  const csv = ['Nombre;Apellidos;Email;Teléfono;Empresa;Ciudad;Sector', ...rows.map((r) => r.join(';'))].join('\r\n');
  const file = Buffer.from(csv, 'utf8');
  console.log(`CSV: ${N} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);

  const boundary = '----bench';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contactos.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    file, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  let t = performance.now();
  const res = await ctx.app.inject({
    method: 'POST', url: `/api/importContactsFromCSV?companyId=${ctx.companyId}`, payload,
    headers: { authorization: `Bearer ${ctx.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.statusCode !== 202) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const { jobId } = res.json();
  let status;
  for (;;) {
    status = (await ctx.app.inject({ method: 'GET', url: `/api/importContacts/status/${jobId}`, headers: { authorization: `Bearer ${ctx.token}` } })).json();
    if (status.state === 'completed' || status.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const apiSeconds = (performance.now() - t) / 1000;
  if (status.created !== N) throw new Error(`import incomplete: ${JSON.stringify(status)}`);

  // Baseline: the same rows as Postgres would take them, COPY from a file into the same table
  // (same indexes) for a second company.
  const other = await ctx.db.insertInto('companies').values({ name: 'Copy Co', ownerId: (await ctx.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id }).returning('id').executeTakeFirstOrThrow();
  const copyFile = path.join(ctx.dir, 'copy.csv');
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  writeFileSync(copyFile, rows.map((r) => [other.id, r[0], r[1], r[2], r[3], r[4], r[5], 'import', q(JSON.stringify({ Sector: r[6] }))].join(',')).join('\n'));
  chmodSync(ctx.dir, 0o755);
  chmodSync(copyFile, 0o644);
  t = performance.now();
  await ctx.raw.query(`COPY contacts (company_id, name, surname, email, phone, organization, city, source, custom_properties) FROM '${copyFile}' WITH (FORMAT csv)`);
  const copySeconds = (performance.now() - t) / 1000;

  console.log(`| path | rows | seconds | rows/s |\n|---|---|---|---|`);
  console.log(`| API: upload + job + status polling | ${N} | ${apiSeconds.toFixed(2)} | ${Math.round(N / apiSeconds)} |`);
  console.log(`| raw COPY (same rows, same table) | ${N} | ${copySeconds.toFixed(2)} | ${Math.round(N / copySeconds)} |`);
  console.log(`ratio COPY/API time: ${(apiSeconds / copySeconds).toFixed(2)}×`);
} finally {
  await ctx.close();
}
