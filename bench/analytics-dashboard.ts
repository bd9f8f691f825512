import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchContext, generateContacts, ms, stats } from './contacts.common';
import { hashPassword } from '../server/src/http/passwords';
import { insertUser } from '../server/src/modules/users/users.repository';
import { addMember } from '../server/src/modules/companies/members.repository';

/**
 * GET /analytics/dashboard on one company with N contacts spread over a year (30 % with a first
 * touch), a six-stage pipeline with 1–4 stays per contact in it, 5·N chat messages over a year
 * with five collaborators, and an email sent to every contact (opens, clicks). Measures p50/p95
 * of the endpoint for the last 30 days and the last 365 days, against the same aggregates run
 * raw through pg in parallel in the same run. No ad account: the campaign block reads the ad
 * platform, not this database. Usage: node --import tsx bench/analytics-dashboard.ts [contacts]
 * The raw baseline computes the same aggregates from the base tables (contacts and first touches,
 * every message, every email event): what each read cost before the trigger-kept tables.
 * Seeding a million contacts takes a while: BENCH_KEEP=1 keeps the database, BENCH_REUSE=<name>
 * measures it again (both with BENCH_DATABASE_URL).
 */
const N = Number(process.argv[2] ?? 1_000_000);
const MESSAGES = 5 * N;
const REQUESTS = Number(process.argv[3] ?? 50);
const RAW_RUNS = Number(process.env.BENCH_RAW_RUNS ?? 3);
const RAW_LIMIT_S = Number(process.env.BENCH_RAW_LIMIT_S ?? 120);

const ctx = await benchContext();
// The baseline on the same terms as the app's pool (JIT off), each statement bounded.
ctx.raw.on('connect', (client) => void client.query(`SET jit = off; SET statement_timeout = '${RAW_LIMIT_S}s'`).catch(() => {}));
const db = ctx.db;
const companyId = ctx.companyId;
const step = async (label: string, work: () => Promise<unknown>) => {
  const t = performance.now();
  await work();
  console.log(`${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
};

let pipelineId = '';
const stages: string[] = [];
const people: string[] = [];
async function seed() {
    await step(`${N} contacts`, () => generateContacts(ctx, N));
    await step('arrivals over a year, first touches', async () => {
      // A million row triggers would only repeat what one refresh of the facts does afterwards.
      await sql`ALTER TABLE contacts DISABLE TRIGGER analytics_contact_changed`.execute(db);
      await sql`UPDATE contacts SET created_at = now() - make_interval(secs => (abs(hashtext(id::text)) % (365 * 86400))::int) WHERE company_id = ${companyId}`.execute(db);
      await sql`UPDATE contacts SET source = (ARRAY['webform', 'whatsapp', 'import', 'calendly', NULL])[1 + abs(hashtext(id::text || 's')) % 5] WHERE company_id = ${companyId}`.execute(db);
      await sql`ALTER TABLE contacts ENABLE TRIGGER analytics_contact_changed`.execute(db);
      await sql`SELECT analytics_contact_facts(ARRAY(SELECT id FROM contacts WHERE company_id = ${companyId}))`.execute(db);
      await sql`
        INSERT INTO contact_attribution (contact_id, company_id, first_touch, last_touch)
        SELECT id, company_id, t, t FROM (
          SELECT id, company_id, CASE abs(hashtext(id::text || 'a')) % 10
            WHEN 0 THEN jsonb_build_object('gclid', 'g' || left(id::text, 8), 'utm_source', 'google', 'utm_medium', 'cpc', 'utm_campaign', 'campaña ' || abs(hashtext(id::text)) % 12)
            WHEN 1 THEN jsonb_build_object('fbclid', 'f' || left(id::text, 8))
            WHEN 2 THEN jsonb_build_object('utm_source', (ARRAY['newsletter', 'linkedin', 'partner'])[1 + abs(hashtext(id::text)) % 3], 'utm_medium', 'email', 'utm_campaign', 'boletín ' || abs(hashtext(id::text)) % 8)
          END AS t FROM contacts WHERE company_id = ${companyId}) x
        WHERE t IS NOT NULL`.execute(db);
    });

    pipelineId = (await db.insertInto('pipelines').values({ companyId, name: 'Ventas' }).returning('id').executeTakeFirstOrThrow()).id;
    for (const [position, name] of ['Nuevo', 'Contactado', 'Propuesta', 'Negociación', 'Ganado', 'Perdido'].entries()) {
      stages.push((await db.insertInto('pipelineStages').values({ companyId, pipelineId, name, position }).returning('id').executeTakeFirstOrThrow()).id);
    }
    await step('stage history (1–5 stays for 60 % of contacts) and current stages', async () => {
      // Loaded directly (the trigger would write the same rows one by one).
      await sql`
        INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at, left_at)
        SELECT ${companyId}, c.id, ${pipelineId},
          (${stages}::uuid[])[CASE WHEN g.n = k.stays - 1 AND k.stays >= 3 AND abs(hashtext(c.id::text || 'w')) % 2 = 0 THEN 6 ELSE g.n + 1 END],
          c.created_at + make_interval(days => g.n * 5 + 1),
          CASE WHEN g.n < k.stays - 1 THEN c.created_at + make_interval(days => (g.n + 1) * 5 + 1) END
        FROM contacts c CROSS JOIN LATERAL (SELECT 1 + abs(hashtext(c.id::text || 'k')) % 5 AS stays) k
        CROSS JOIN LATERAL generate_series(0, k.stays - 1) AS g(n)
        WHERE c.company_id = ${companyId} AND abs(hashtext(c.id::text || 'p')) % 10 < 6`.execute(db);
      await sql`ALTER TABLE contact_pipeline_stages DISABLE TRIGGER contact_stage_history_insert`.execute(db);
      await sql`
        INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id, assigned_at)
        SELECT contact_id, pipeline_id, stage_id, company_id, entered_at FROM contact_stage_history WHERE pipeline_id = ${pipelineId} AND left_at IS NULL`.execute(db);
      await sql`ALTER TABLE contact_pipeline_stages ENABLE TRIGGER contact_stage_history_insert`.execute(db);
    });

    for (let i = 0; i < 5; i++) {
      const user = await insertUser(db, { email: `agent${i}@example.com`, passwordHash: await hashPassword('Bench1234!'), name: 'Agente', surname: String(i) });
      await addMember(db, companyId, user.id, 'agent');
      people.push(user.id);
    }
    await step(`${MESSAGES} chat messages`, async () => {
      const app = (await sql<{ id: string }>`INSERT INTO chat_apps (company_id, name) VALUES (${companyId}, 'WA') RETURNING id`.execute(db)).rows[0].id;
      await sql`
        INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id)
        SELECT ${companyId}, ${app}, id, id::text FROM contacts WHERE company_id = ${companyId} AND abs(hashtext(id::text || 'c')) % 10 < 2`.execute(db);
      // Each conversation: turns of a contact message and a collaborator's answer minutes later.
      await sql`
        INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by, created_at)
        SELECT ${companyId}, cv.id, CASE WHEN m.i % 2 = 0 THEN 'in' ELSE 'out' END, 'text', 'hola', 'sent',
          CASE WHEN m.i % 2 = 1 THEN (${people}::uuid[])[1 + (cv.r + m.i) % 5] END,
          now() - make_interval(secs => (abs(hashtext(cv.id::text)) % (365 * 86400))::int) + make_interval(secs => (m.i / 2) * 86400 + (m.i % 2) * (60 + abs(hashtext(cv.id::text || m.i::text)) % 3600))
        FROM (SELECT id, row_number() OVER (ORDER BY id) AS r, count(*) OVER () AS total FROM chat_conversations WHERE company_id = ${companyId}) cv
        CROSS JOIN LATERAL generate_series(0, (${MESSAGES} / cv.total)::int - 1) AS m(i)`.execute(db);
    });
    await step(`${N} emails and their events`, async () => {
      await sql`
        INSERT INTO email_messages (company_id, contact_id, to_email, from_email, subject, status, language, token_hash, header_message_id, created_at)
        SELECT ${companyId}, id, 'x@example.com', 'y@example.com', 'Novedades', 'sent', 'es', sha256(id::text::bytea), id::text, created_at + interval '1 day'
        FROM contacts WHERE company_id = ${companyId}`.execute(db);
      await sql`
        INSERT INTO email_events (company_id, message_id, contact_id, type, created_at)
        SELECT m.company_id, m.id, m.contact_id, t.type, m.created_at + t.after FROM email_messages m
        CROSS JOIN LATERAL (VALUES ('sent', interval '1 second', 0), ('opened', interval '2 hours', 1), ('clicked', interval '3 hours', 2)) AS t(type, after, k)
        WHERE m.company_id = ${companyId} AND (t.k = 0 OR (t.k = 1 AND abs(hashtext(m.id::text)) % 10 < 4) OR (t.k = 2 AND abs(hashtext(m.id::text)) % 10 < 1))`.execute(db);
    });
  await step('VACUUM (ANALYZE)', () => sql`VACUUM (ANALYZE)`.execute(db));
}

async function measure() {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  const ranges = [{ label: 'last 30 days', startDate: day(29), endDate: day(0) }, { label: 'last 365 days', startDate: day(364), endDate: day(0) }];
  const request = (r: { startDate: string; endDate: string }) =>
    ctx.app.inject({ method: 'GET', url: `/api/analytics/dashboard/${companyId}?startDate=${r.startDate}&endDate=${r.endDate}`, headers: { authorization: `Bearer ${ctx.token}` } });

  // The same aggregates as the service, run raw in parallel (the instants as the service computes them, UTC here).
  const source = 'analytics_source_class(c.source, (SELECT a.first_touch FROM contact_attribution a WHERE a.contact_id = c.id))';
  const raw = async (r: { startDate: string; endDate: string }) => {
    const f = `${r.startDate}T00:00:00Z`;
    const t = new Date(Date.parse(`${r.endDate}T00:00:00Z`) + 86_400_000).toISOString();
    const p = [companyId, f, t];
    const funnel = (st: string[]) => ctx.raw.query(`SELECT count(DISTINCT h.contact_id)::int FROM contact_stage_history h WHERE h.company_id = $1 AND h.pipeline_id = $4 AND h.stage_id = ANY($5::uuid[]) AND h.entered_at >= $2 AND h.entered_at < $3`, [...p, pipelineId, st]);
    const queries = [
      () => funnel(stages), () => funnel(stages.slice(1)), () => funnel(stages.slice(-1)),
      () => ctx.raw.query(`SELECT h.stage_id, count(DISTINCT h.contact_id), percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM h.left_at - h.entered_at)), avg(extract(epoch FROM h.left_at - h.entered_at))
        FROM contact_stage_history h WHERE h.company_id = $1 AND h.pipeline_id = $4 AND h.left_at IS NOT NULL AND h.left_at >= $2 AND h.left_at < $3 GROUP BY 1`, [...p, pipelineId]),
      () => ctx.raw.query(`SELECT date_trunc('day', c.created_at), ${source}, count(*) FROM contacts c WHERE c.company_id = $1 AND c.created_at >= $2 AND c.created_at < $3 GROUP BY 1, 2`, p),
      () => ctx.raw.query(`SELECT a.first_touch ->> 'utm_source', a.first_touch ->> 'utm_medium', a.first_touch ->> 'utm_campaign', count(*) AS n FROM contacts c JOIN contact_attribution a ON a.contact_id = c.id
        WHERE c.company_id = $1 AND c.created_at >= $2 AND c.created_at < $3 GROUP BY 1, 2, 3 ORDER BY n DESC LIMIT 20`, p),
      () => ctx.raw.query(`SELECT count(*) FILTER (WHERE direction = 'in'), count(*) FILTER (WHERE direction = 'out') FROM chat_messages WHERE company_id = $1 AND created_at >= $2 AND created_at < $3`, p),
      () => ctx.raw.query(`WITH stream AS MATERIALIZED (SELECT m.conversation_id, m.created_at, m.direction, m.sent_by, lag(m.direction) OVER w AS previous, count(*) FILTER (WHERE m.direction = 'out') OVER w AS k
          FROM chat_messages m WHERE m.company_id = $1 AND (m.direction = 'in' OR m.sent_by IS NOT NULL) AND m.created_at >= $2::timestamptz - interval '7 days' AND m.created_at < $3::timestamptz + interval '7 days'
          WINDOW w AS (PARTITION BY m.conversation_id ORDER BY m.created_at, m.id))
        SELECT r.sent_by, percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM r.created_at - a.created_at)), percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM r.created_at - a.created_at))
        FROM stream a JOIN stream r ON r.conversation_id = a.conversation_id AND r.direction = 'out' AND r.k = a.k + 1
        WHERE a.direction = 'in' AND (a.previous IS NULL OR a.previous = 'out') AND a.created_at >= $2 AND a.created_at < $3 GROUP BY 1`, p),
      () => ctx.raw.query(`SELECT m.sent_by, count(DISTINCT cv.contact_id), count(*) FROM chat_messages m JOIN chat_conversations cv ON cv.id = m.conversation_id
        WHERE m.company_id = $1 AND m.direction = 'out' AND m.sent_by IS NOT NULL AND m.created_at >= $2 AND m.created_at < $3 GROUP BY 1`, p),
      () => ctx.raw.query(`SELECT count(DISTINCT e.contact_id) FILTER (WHERE e.type = 'sent'), count(DISTINCT e.contact_id) FILTER (WHERE e.type = 'opened'), count(DISTINCT e.contact_id) FILTER (WHERE e.type = 'clicked')
        FROM email_events e JOIN email_messages m ON m.id = e.message_id WHERE m.company_id = $1 AND m.created_at >= $2 AND m.created_at < $3 AND NOT m.test AND e.contact_id IS NOT NULL AND e.type IN ('sent', 'opened', 'clicked')`, p),
    ];
    if (process.env.BENCH_PROFILE) {
      const times: string[] = [];
      for (const [i, q] of queries.entries()) { const t0 = performance.now(); await q(); times.push(`${i}: ${ms(performance.now() - t0)}`); }
      console.log(times.join(', '));
    }
    await Promise.all(queries.map((q) => q()));
  };

  for (const r of ranges) {
    const first = await request(r);
    if (first.statusCode !== 200) throw new Error(`dashboard failed: ${first.statusCode} ${first.body}`);
    const d = first.json();
    console.log(`${r.label}: funnel ${d.funnel.steps.map((s: { contacts: number }) => s.contacts).join(' / ')}, new contacts ${d.contactsOverTime.totals.reduce((n: number, s: { contacts: number }) => n + s.contacts, 0)}, chat ${d.chat.received} in / ${d.chat.sent} out, email sent to ${d.email.sent}`);
    for (let i = 0; i < 3; i++) await request(r);
    const api: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const t = performance.now();
      await request(r);
      api.push(performance.now() - t);
    }
    // The base-table aggregates take seconds to minutes at a million contacts: fewer runs, each
    // bounded (a run over the limit is reported as such, not waited for).
    const base: number[] = [];
    let timedOut = 0;
    for (let i = 0; i < RAW_RUNS; i++) {
      const t = performance.now();
      try {
        await raw(r);
        base.push(performance.now() - t);
      } catch (err) {
        if ((err as { code?: string }).code !== '57014') throw err;
        timedOut++;
      }
    }
    const a = stats(api);
    console.log(`| ${r.label} | path | runs | p50 | p95 | mean |\n|---|---|---|---|---|---|`);
    console.log(`| | API (app.inject) | ${REQUESTS} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(a.mean)} |`);
    if (base.length) {
      const b = stats(base);
      console.log(`| | raw SQL from the base tables (same aggregates, in parallel) | ${base.length} | ${ms(b.p50)} | ${ms(b.p95)} | ${ms(b.mean)} |`);
    }
    if (timedOut) console.log(`| | raw SQL from the base tables | ${timedOut} | over ${RAW_LIMIT_S} s (cancelled) | | |`);
  }
  // What a segment link costs: the contacts list filtered by the 365-day "lead" figure.
  const d = (await request(ranges[1])).json();
  const t = performance.now();
  const list = await ctx.app.inject({ method: 'POST', url: `/api/contacts?limit=100&segment=${d.funnel.steps[0].segment}`, headers: { authorization: `Bearer ${ctx.token}` }, payload: { companyId } });
  console.log(`contacts list by the 365-day lead segment: ${ms(performance.now() - t)}, total ${list.json().total} (figure ${d.funnel.steps[0].contacts})`);
}

try {
  if (ctx.reused) {
    pipelineId = (await db.selectFrom('pipelines').select('id').where('companyId', '=', companyId).where('name', '=', 'Ventas').executeTakeFirstOrThrow()).id;
    stages.push(...(await db.selectFrom('pipelineStages').select('id').where('pipelineId', '=', pipelineId).orderBy('position').execute()).map((r) => r.id));
  } else {
    await seed();
  }
  if (process.env.BENCH_SEED_ONLY) console.log(`seeded company ${companyId}, pipeline ${pipelineId}`);
  else await measure();
} finally {
  await ctx.close();
}
