import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { benchContext } from './contacts.common';

/**
 * Published landing pages (issue 13 §7): every template is created, given a subdomain and
 * published; then
 * - throughput and latency of a published page under autocannon (its static document, served by
 *   Host), against the app's own API path in the same run: GET /api/getOneLandingData/:id (the
 *   same landing through auth, membership and the database) and GET /api/health (the server's
 *   floor: no auth, one `SELECT 1`);
 * - Lighthouse (mobile emulation, simulated throttling: its defaults) performance and
 *   accessibility of each published template, when LIGHTHOUSE names a lighthouse CLI (it is not a
 *   project dependency: `npm i lighthouse@12.2.3` in any folder, then
 *   LIGHTHOUSE=/that/folder/node_modules/.bin/lighthouse) and CHROME_PATH a Chromium.
 * Usage: node --import tsx bench/landing-pages.ts [seconds per autocannon run] [connections]
 */
const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = Number(process.argv[3] ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3190);

const ctx = await benchContext({ env: { PUBLIC_URL: `http://localhost:${PORT}` } });
try {
  const auth = { authorization: `Bearer ${ctx.token}` };
  await sql`UPDATE users SET subscription_type = 'standard_corp'`.execute(ctx.db);
  const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const templates = (await inject('GET', '/api/getAllBrizyTemplates')).data as { id: string }[];
  const published: { template: string; landingId: string; host: string }[] = [];
  for (const t of templates) {
    const landing = await inject('POST', '/api/createLandingWithoutIA', { companyId: ctx.companyId, templateId: t.id, language: 'es' });
    const subdomain = `bench-${t.id}`.slice(0, 40);
    await inject('POST', '/api/updateSubdomain', { companyId: ctx.companyId, landingId: landing._id, subdomain });
    await inject('POST', '/api/publishLanding', { companyId: ctx.companyId, landingId: landing._id });
    published.push({ template: t.id, landingId: landing._id, host: `${subdomain}.landings.localhost:${PORT}` });
  }
  await ctx.app.listen({ port: PORT, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${PORT}`;
  const first = published[0];
  // fetch() drops a Host header (a forbidden header name): a plain request keeps it.
  const page = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    http.get(`${base}/`, { headers: { host: first.host } }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk: string) => { body += chunk; }).on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
  if (page.status !== 200 || !page.body.includes('<html')) throw new Error(`published page answered ${page.status}`);

  const load = async (title: string, url: string, headers: Record<string, string>) => {
    const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bytes: result.throughput.average };
  };
  const loadAverage = () => os.loadavg()[0].toFixed(1);
  const startLoad = loadAverage();
  const runs = [
    await load(`published page (${first.template}), by Host`, `${base}/`, { host: first.host }),
    await load('GET /api/getOneLandingData/:id (the same landing through the API)', `${base}/api/getOneLandingData/${first.landingId}?companyId=${ctx.companyId}`, auth),
    await load('GET /api/health', `${base}/api/health`, {}),
  ];
  console.log(`\n${published.length} published templates; ${CONNECTIONS} connections, ${SECONDS} s each; load average ${startLoad} → ${loadAverage()}; ${os.cpus().length} cores, Node ${process.version}`);
  console.log('| path | requests/s (mean) | p50 ms | p99 ms | MB/s |');
  console.log('|---|---|---|---|---|');
  for (const r of runs) console.log(`| ${r.title} | ${Math.round(r.rps).toLocaleString('en')} | ${r.p50} | ${r.p99} | ${(r.bytes / 1e6).toFixed(1)} |`);

  const lighthouse = process.env.LIGHTHOUSE;
  if (!lighthouse || !existsSync(lighthouse)) {
    console.log('\nLighthouse skipped: set LIGHTHOUSE to a lighthouse CLI (and CHROME_PATH to Chromium).');
  } else {
    console.log('\n| template | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | transfer KB |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const p of published) {
      const out = path.join(ctx.dir, `lh-${p.template}.json`);
      // Asynchronous: the server answering Lighthouse runs in this very process.
      await promisify(execFile)(lighthouse, [
        `http://${p.host}/`, '--only-categories=performance,accessibility', '--output=json', `--output-path=${out}`, '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ], { env: process.env });
      const report = JSON.parse(readFileSync(out, 'utf8')) as {
        categories: Record<string, { score: number }>;
        audits: Record<string, { numericValue?: number }>;
      };
      const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
      console.log(`| ${p.template} | ${Math.round(report.categories.performance.score * 100)} | ${Math.round(report.categories.accessibility.score * 100)} | ${audit('first-contentful-paint').toFixed(0)} | ${audit('largest-contentful-paint').toFixed(0)} | ${audit('total-blocking-time').toFixed(0)} | ${audit('cumulative-layout-shift').toFixed(3)} | ${(audit('total-byte-weight') / 1024).toFixed(1)} |`);
    }
  }
} finally {
  await ctx.close();
}
