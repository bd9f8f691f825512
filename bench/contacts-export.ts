import path from 'node:path';
import { chmodSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { benchContext, generateContacts } from './contacts.common';

/**
 * Export of 100,000 contacts: the direct call (POST /exportContacts) and the job (queue →
 * status → download), against a raw server-side COPY (SELECT …) TO a file in the same run.
 * Usage: node --import tsx bench/contacts-export.ts [contacts]
 */
const N = Number(process.argv[2] ?? 100_000);
const ctx = await benchContext({ jobs: true });
try {
  await generateContacts(ctx, N);
  const auth = { authorization: `Bearer ${ctx.token}` };
  let t = performance.now();
  const direct = await ctx.app.inject({ method: 'POST', url: '/api/exportContacts', headers: auth, payload: { companyId: ctx.companyId } });
  const directSeconds = (performance.now() - t) / 1000;
  if (direct.statusCode !== 200) throw new Error(`export failed: ${direct.statusCode}`);
  const size = direct.rawPayload.length;

  t = performance.now();
  const { jobId } = (await ctx.app.inject({ method: 'POST', url: '/api/exportContacts/queue', headers: auth, payload: { companyId: ctx.companyId } })).json();
  let status;
  for (;;) {
    status = (await ctx.app.inject({ method: 'GET', url: `/api/exportContacts/status/${jobId}`, headers: auth })).json();
    if (status.state === 'completed' || status.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const file = await ctx.app.inject({ method: 'GET', url: `/api${status.downloadUrl}`, headers: auth });
  const jobSeconds = (performance.now() - t) / 1000;
  if (file.rawPayload.length !== size) console.log(`note: job file ${file.rawPayload.length} B vs direct ${size} B`);

  const out = path.join(ctx.dir, 'copy-out.csv');
  chmodSync(ctx.dir, 0o777);
  t = performance.now();
  await ctx.raw.query(`COPY (SELECT name, surname, email, phone, organization, job_title, source, city, country, custom_properties, created_at
    FROM contacts WHERE company_id = '${ctx.companyId}' ORDER BY created_at DESC, id DESC) TO '${out}' WITH (FORMAT csv, HEADER)`);
  const copySeconds = (performance.now() - t) / 1000;

  console.log(`| path | rows | seconds | rows/s | file |\n|---|---|---|---|---|`);
  console.log(`| POST /exportContacts (direct) | ${N} | ${directSeconds.toFixed(2)} | ${Math.round(N / directSeconds)} | ${(size / 1024 / 1024).toFixed(1)} MB |`);
  console.log(`| export job (queue + poll + download) | ${N} | ${jobSeconds.toFixed(2)} | ${Math.round(N / jobSeconds)} | |`);
  console.log(`| raw COPY (SELECT …) TO file | ${N} | ${copySeconds.toFixed(2)} | ${Math.round(N / copySeconds)} | |`);
} finally {
  await ctx.close();
}
