/**
 * Load (issue 17 §5): a mixed workload — sign-in, contact lists and filters, the chat inbox and
 * threads, chat and email sends, the dashboard, a published landing — of N concurrent users for
 * S seconds against two instances behind nginx on the machine's Postgres and Redis (a fresh
 * database, dropped at the end), then the same users against bare Fastify (one JSON route, its
 * own process) in the same run: the floor of this machine and this load generator.
 * Loopback only; bounded (closed-loop users with think time, 30 s timeouts).
 * Usage: node --import tsx bench/load.ts [users=200] [seconds=300] [baselineSeconds=60] (BENCH_KEEP=1: keep the database)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startCluster } from '../scripts/cluster/launch';
import { apiClient, signIn, until } from '../tests/faults/support/client';
import { pairSandboxPhone, customerWrites } from '../tests/faults/support/chatSandbox';
import { createRecorder, markdownTable } from './load/stats';
import { runUsers, type Action } from './load/virtualUsers';

const USERS = Number(process.argv[2] ?? 200);
const SECONDS = Number(process.argv[3] ?? 300);
const BASELINE_SECONDS = Number(process.argv[4] ?? 60);
const RAMP_SECONDS = 20;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const database = `crm_load_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();
const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-load-'));
const cluster = await startCluster({
  root, instances: 2, port: 0, dataDir: dir, output: 'files',
  env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, SEED_DEMO: 'true', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'warn', EMAIL_RATE_PER_DOMAIN: '1000' },
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  const base = cluster.url;
  const token = await signIn(base, 'demo@example.com', 'Demo1234!');
  const api = apiClient(base, token);
  const companyId = (await db.query<{ id: string }>("SELECT id FROM companies WHERE name = 'Demo Company'")).rows[0].id;

  // 10,000 more contacts, so lists and filters read a company of some size.
  const contacts = Array.from({ length: 10_000 }, (_, i) => ({ name: ['Ana', 'Luis', 'Marta', 'Jorge'][i % 4], surname: `Carga ${i}`, email: `load-${i}@example.com`, phone: `+34 6${String(10_000_000 + i).padStart(8, '0')}` }));
  const queued = await api<{ jobId: string }>('POST', '/importContacts/queue', { companyId, contacts, duplicates: 'update' });
  await until(async () => (await api<{ state: string }>('GET', `/importContacts/status/${queued.body.jobId}`)).body.state === 'completed', 'the import', 300_000, 500);
  // Statistics as autovacuum leaves them a minute after an import: without them the planner
  // takes the fresh table for 25 rows and sorts all 10,000 for each page of the list.
  await db.query('ANALYZE');

  // A paired chat with one conversation, and a published landing.
  const phone = await pairSandboxPhone(base, token, companyId);
  await customerWrites(base, phone, 'Hola, ¿tenéis cita el lunes?');
  const conversationId = (await db.query<{ id: string }>('SELECT id FROM chat_conversations WHERE company_id = $1 LIMIT 1', [companyId])).rows[0].id;
  const landing = (await db.query<{ id: string; subdomain: string }>('SELECT id, subdomain FROM landings WHERE company_id = $1 AND subdomain IS NOT NULL LIMIT 1', [companyId])).rows[0];
  const published = await api('POST', '/publishLanding', { companyId, landingId: landing.id });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  const landingHost = `${landing.subdomain}.landings.localhost:${new URL(base).port}`;

  // Each virtual user is a person of the team with an account of their own (an admin of the demo
  // company, the demo's password): limits per person and each token's checks are what 200 people
  // would cost, not one account used 200 times over.
  const { rows: people } = await db.query<{ email: string }>(`
    WITH made AS (
      INSERT INTO users (email, password_hash, name, surname, subscription_type)
      SELECT 'load-user-' || g || '@example.com', u.password_hash, 'Carga', g::text, u.subscription_type
      FROM users u CROSS JOIN generate_series(1, $1::int) g WHERE u.email = 'demo@example.com'
      RETURNING id, email
    ), joined AS (INSERT INTO company_members (company_id, user_id, role) SELECT $2, id, 'admin' FROM made)
    SELECT email FROM made ORDER BY email`, [USERS, companyId]);
  const tokens: string[] = [];
  for (let i = 0; i < people.length; i += 10) tokens.push(...await Promise.all(people.slice(i, i + 10).map((p) => signIn(base, p.email, 'Demo1234!'))));

  const searches = ['ana', 'carga 12', 'example.com', 'marta', '+34 61'];
  let sends = 0;
  const authed = (user: number) => ({ authorization: `Bearer ${tokens[user]}` });
  const actions: Action[] = [
    { route: 'POST /api/login', weight: 5, run: (call, user) => call('POST', `${base}/api/login`, { email: people[user].email, password: 'Demo1234!' }) },
    { route: 'POST /api/contacts (list)', weight: 20, run: (call, user) => call('POST', `${base}/api/contacts?page=1&limit=50`, { companyId }, authed(user)) },
    { route: 'POST /api/contactsByFilter (search)', weight: 15, run: (call, user) => call('POST', `${base}/api/contactsByFilter?page=1&limit=50`, { companyId, searchTerm: searches[Math.floor(Math.random() * searches.length)] }, authed(user)) },
    { route: 'POST /api/wppchats (inbox)', weight: 15, run: (call, user) => call('POST', `${base}/api/wppchats/${companyId}?page=1`, {}, authed(user)) },
    { route: 'GET /api/wppmessages (thread)', weight: 10, run: (call, user) => call('GET', `${base}/api/wppmessages/${conversationId}?page=1&companyId=${companyId}`, undefined, authed(user)) },
    { route: 'POST /api/wppsend (chat send)', weight: 5, run: (call, user) => call('POST', `${base}/api/wppsend?companyId=${companyId}`, { conversationId, type: 'text', message: `Respuesta ${++sends}` }, authed(user)) },
    { route: 'POST /api/mailerSend/sendEmail', weight: 5, run: (call, user) => call('POST', `${base}/api/mailerSend/sendEmail`, { companyId, from: { email: 'hola@demo.example.com', name: 'Demo' }, to: { email: `load-${++sends % 10_000}@example.com` }, subject: 'Carga', html: '<p>Hola</p>' }, authed(user)) },
    { route: 'GET /api/analytics/dashboard', weight: 10, run: (call, user) => call('GET', `${base}/api/analytics/dashboard/${companyId}`, undefined, authed(user)) },
    { route: 'GET published landing', weight: 15, run: (call) => call('GET', `${base}/`, undefined, { host: landingHost, accept: 'text/html' }) },
  ];

  const product = createRecorder();
  const loadStarted = new Date();
  await runUsers({ users: USERS, seconds: SECONDS, rampSeconds: RAMP_SECONDS, actions, recorder: product });

  // The floor: bare Fastify, same users, same think time, same generator.
  const bare = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/load/bareFastify.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const bareUrl = await new Promise<string>((resolve) => bare.stdout!.on('data', (d: Buffer) => {
    const m = /listening (\d+)/.exec(String(d));
    if (m) resolve(`http://127.0.0.1:${m[1]}`);
  }));
  const baseline = createRecorder();
  await runUsers({ users: USERS, seconds: BASELINE_SECONDS, rampSeconds: RAMP_SECONDS, actions: [{ route: 'GET /hello (bare Fastify)', weight: 1, run: (call) => call('GET', `${bareUrl}/hello`) }], recorder: baseline });
  bare.kill();

  const cpus = os.cpus();
  console.log(`\n#### Load — ${loadStarted.toISOString().slice(0, 10)}, ${cpus.length} × ${cpus[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, ${os.platform()} ${os.release()}`);
  console.log(`${USERS} users for ${SECONDS} s (ramp ${RAMP_SECONDS} s, think time 0.5–1.5 s) against 2 instances behind nginx, machine's Postgres and Redis, load generator in one process on the same machine:\n`);
  console.log(markdownTable(product.figures()));
  console.log(`\nErrors by kind: ${JSON.stringify(product.errorKinds())}`);
  console.log(`\nBaseline in the same run — ${USERS} users for ${BASELINE_SECONDS} s against bare Fastify:\n`);
  console.log(markdownTable(baseline.figures()));
} finally {
  await db.end();
  await cluster.stop();
  // BENCH_KEEP=1 keeps the database, to study its queries after the run.
  if (process.env.BENCH_KEEP) console.log(`kept database ${database}`);
  else {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
}
