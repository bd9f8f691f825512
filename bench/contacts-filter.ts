import { performance } from 'node:perf_hooks';
import { benchContext, generateContacts, ms, SECTORS, stats } from './contacts.common';
import { foldAccents } from '../server/src/modules/contacts/contacts.filters';

/**
 * contactsByFilter on 1,000,000 contacts of one company: search text + a custom-property
 * filter, 200 requests through app.inject, and the same query raw in SQL (data page + count)
 * in the same run, both as the page + count pair and as the one-scan query the API runs. Usage: node --import tsx bench/contacts-filter.ts [contacts]
 */
const N = Number(process.argv[2] ?? 1_000_000);
const REQUESTS = 200;
const TERMS = ['garcia', 'lucia', 'martin', 'ruiz lopez', 'moreno', 'paula', 'navarro', 'contacto12', 'sofia gil', 'iván'];

const ctx = await benchContext();
try {
  let t = performance.now();
  if (!ctx.reused) {
    await generateContacts(ctx, N);
    console.log(`generated ${N} contacts in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }

  const body = (i: number) => ({ companyId: ctx.companyId, searchTerm: TERMS[i % TERMS.length], filters: [{ filterField: 'Sector', filterValue: SECTORS[i % SECTORS.length] }], filterByCollaborators: null });
  const request = (i: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/contactsByFilter?page=1&limit=100', headers: { authorization: `Bearer ${ctx.token}` }, payload: body(i) });

  // Same WHERE/ORDER as the API builds, parameters bound the same way.
  const COLUMNS = 'c.id, c.company_id, c.name, c.surname, c.email, c.phone, c.organization, c.job_title, c.source, c.city, c.country, c.custom_properties, c.created_at, c.updated_at';
  const ORDER = 'lower(c.name) COLLATE crm_natural ASC, lower(c.surname) COLLATE crm_natural ASC, c.id ASC';
  const rawWhere = (i: number) => {
    const words = foldAccents(TERMS[i % TERMS.length]).split(/\s+/);
    const likes = words.map((_, k) => `c.search_text LIKE $${k + 3}`).join(' AND ');
    const where = `c.company_id = $1 AND ${likes} AND c.custom_properties @> $2::jsonb`;
    return { where, params: [ctx.companyId, JSON.stringify({ Sector: SECTORS[i % SECTORS.length] }), ...words.map((w) => `%${w}%`)] };
  };
  const rawQuery = async (i: number) => {
    const { where, params } = rawWhere(i);
    await Promise.all([
      ctx.raw.query(`SELECT ${COLUMNS} FROM contacts c WHERE ${where} ORDER BY ${ORDER} LIMIT 100 OFFSET 0`, params),
      ctx.raw.query(`SELECT count(*)::int AS count FROM contacts c WHERE ${where}`, params),
    ]);
  };
  // The earlier one-scan form: every match numbered in order (a full sort), then the page.
  const rawFullSort = async (i: number) => {
    const { where, params } = rawWhere(i);
    await ctx.raw.query(`WITH m AS MATERIALIZED (SELECT c.id, row_number() OVER (ORDER BY ${ORDER}) AS rn FROM contacts c WHERE ${where})
      SELECT ${COLUMNS}, (SELECT count(*) FROM m)::int AS total FROM m JOIN contacts c ON c.id = m.id WHERE m.rn > 0 AND m.rn <= 100 ORDER BY m.rn`, params);
  };
  // The one-scan form the API runs (pageWithTotal in contacts.repository.ts): counted, top-N sorted.
  const rawOneScan = async (i: number) => {
    const { where, params } = rawWhere(i);
    await ctx.raw.query(`WITH m AS MATERIALIZED (SELECT c.id, count(*) OVER () AS total FROM contacts c WHERE ${where} ORDER BY ${ORDER} LIMIT 100)
      SELECT ${COLUMNS}, m.total::int AS total FROM m JOIN contacts c ON c.id = m.id ORDER BY ${ORDER} OFFSET 0`, params);
  };

  for (let i = 0; i < 20; i++) {
    const res = await request(i);
    if (res.statusCode !== 200) throw new Error(`warm-up failed: ${res.statusCode} ${res.body}`);
    await rawQuery(i);
    await rawFullSort(i);
    await rawOneScan(i);
  }
  const api: number[] = [];
  const raw: number[] = [];
  const fullSort: number[] = [];
  const oneScan: number[] = [];
  let totalMatches = 0;
  for (let i = 0; i < REQUESTS; i++) {
    t = performance.now();
    const res = await request(i);
    api.push(performance.now() - t);
    totalMatches += res.json().total;
    t = performance.now();
    await rawQuery(i);
    raw.push(performance.now() - t);
    t = performance.now();
    await rawFullSort(i);
    fullSort.push(performance.now() - t);
    t = performance.now();
    await rawOneScan(i);
    oneScan.push(performance.now() - t);
  }
  const a = stats(api);
  const r = stats(raw);
  console.log(`contactsByFilter (search + custom property), ${REQUESTS} requests over ${N} contacts, avg ${Math.round(totalMatches / REQUESTS)} matches per query`);
  console.log(`| path | p50 | p95 | mean |\n|---|---|---|---|`);
  console.log(`| API (app.inject) | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.mean)} |`);
  const o = stats(oneScan);
  console.log(`| raw SQL (page + count, two queries in parallel) | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.mean)} |`);
  const f = stats(fullSort);
  console.log(`| raw SQL (one scan, every match sorted: the earlier form) | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.mean)} |`);
  console.log(`| raw SQL (one scan, top-N sorted: the API's form) | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(o.mean)} |`);
  console.log(`ratio API/raw two queries: p50 ${(a.p50 / r.p50).toFixed(2)}×, p95 ${(a.p95 / r.p95).toFixed(2)}×`);
  console.log(`ratio API/raw one scan: p50 ${(a.p50 / o.p50).toFixed(2)}×, p95 ${(a.p95 / o.p95).toFixed(2)}×`);
  t = performance.now();
  const plain = await ctx.app.inject({ method: 'POST', url: '/api/contacts', headers: { authorization: `Bearer ${ctx.token}` }, payload: { companyId: ctx.companyId } });
  console.log(`unfiltered first page (newest first, with total): ${ms(performance.now() - t)}, total ${plain.json().total}`);
} finally {
  await ctx.close();
}
