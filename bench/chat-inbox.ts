import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { benchContext, generateContacts, ms, stats } from './contacts.common';

/**
 * The chat inbox on one company with 100,000 conversations and 5,000,000 messages: the list's
 * first page (POST /wppchats, 50, with total and unread count) and a thread's first page
 * (GET /wppmessages, 50, with total) through app.inject, against the same queries raw in SQL in
 * the same run. Usage: node --import tsx bench/chat-inbox.ts [conversations] [messagesPerConversation]
 */
const CONVERSATIONS = Number(process.argv[2] ?? 100_000);
const PER = Number(process.argv[3] ?? 50);
const REQUESTS = 200;

const ctx = await benchContext();
try {
  const t = performance.now();
  await generateContacts(ctx, CONVERSATIONS);
  const auth = { authorization: `Bearer ${ctx.token}` };
  const apps = (await ctx.app.inject({ method: 'GET', url: `/api/whatsappApps/${ctx.companyId}`, headers: auth })).json();
  const appId = apps.data[0]._id as string;
  await sql`
    INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id, unread_count)
    SELECT company_id, ${appId}::uuid, id, '34' || (600000000 + row_number() OVER (ORDER BY id)), CASE WHEN random() < 0.1 THEN 1 + (random() * 5)::int ELSE 0 END
    FROM contacts WHERE company_id = ${ctx.companyId}`.execute(ctx.db);
  // The thread and usage indexes are built once after the load (far faster than per row).
  await sql`DROP INDEX chat_messages_thread`.execute(ctx.db);
  await sql`DROP INDEX chat_messages_usage`.execute(ctx.db);
  // The analytics' triggers (turns, reach, hourly counts: migrations 0830–0840) rebuild each
  // conversation's facts by the thread index dropped above: 100,000 such rebuilds made the load
  // run past 12 minutes. Neither call measured here reads those tables, so they stay empty.
  await sql`ALTER TABLE chat_messages DISABLE TRIGGER USER`.execute(ctx.db);
  await sql`
    INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, created_at)
    SELECT ${ctx.companyId}::uuid, cv.id, CASE WHEN k % 2 = 1 THEN 'in' ELSE 'out' END, 'text', 'Mensaje ' || k || ' de la conversación ' || cv.r,
      CASE WHEN k % 2 = 1 THEN 'received' ELSE 'read' END,
      now() - make_interval(secs => cv.r * 600 + (${PER} - k) * 5)
    FROM (SELECT id, row_number() OVER (ORDER BY id) AS r FROM chat_conversations WHERE company_id = ${ctx.companyId}) cv
    CROSS JOIN generate_series(1, ${PER}) AS k`.execute(ctx.db);
  await sql`ALTER TABLE chat_messages ENABLE TRIGGER USER`.execute(ctx.db);
  await sql`CREATE INDEX chat_messages_thread ON chat_messages (conversation_id, created_at DESC, id DESC)`.execute(ctx.db);
  await sql`CREATE INDEX chat_messages_usage ON chat_messages (company_id, created_at)`.execute(ctx.db);
  await sql`
    UPDATE chat_conversations cv SET last_message_id = m.id, last_message_at = m.created_at, last_incoming_at = m.created_at
    FROM (SELECT DISTINCT ON (conversation_id) conversation_id, id, created_at FROM chat_messages ORDER BY conversation_id, created_at DESC, id DESC) m
    WHERE m.conversation_id = cv.id`.execute(ctx.db);
  await sql`ANALYZE`.execute(ctx.db);
  console.log(`generated ${CONVERSATIONS} conversations and ${CONVERSATIONS * PER} messages in ${((performance.now() - t) / 1000).toFixed(0)} s`);

  const ids = (await ctx.raw.query<{ id: string }>('SELECT id FROM chat_conversations ORDER BY random() LIMIT $1', [REQUESTS])).rows.map((r) => r.id);
  const filterOf = (i: number) => (i % 2 ? 'unread' : 'read');
  const measure = async (run: (i: number) => Promise<void>) => {
    for (let i = 0; i < 10; i++) await run(i); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      await run(i);
      samples.push(performance.now() - start);
    }
    return stats(samples);
  };

  const apiList = await measure(async (i) => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/wppchats/${ctx.companyId}?page=1&limit=50`, headers: auth, payload: { filters: filterOf(i) } });
    if (res.statusCode !== 200) throw new Error(`wppchats ${res.statusCode}`);
  });
  // What the API runs for an owner: the page (with contact, assignee and last message), its total, and the unread count, in parallel.
  const rawList = await measure(async (i) => {
    const filter = filterOf(i) === 'unread' ? 'AND NOT cv.archived AND cv.unread_count > 0' : 'AND NOT cv.archived';
    await Promise.all([
      ctx.raw.query(`SELECT cv.*, coalesce(nullif(trim(c.name || ' ' || c.surname), ''), '+' || cv.wa_id) AS chat_name, m.type, m.text, m.caption, m.direction, m.status, m.created_at AS lm_created_at
        FROM chat_conversations cv JOIN contacts c ON c.id = cv.contact_id LEFT JOIN users u ON u.id = cv.assigned_user_id LEFT JOIN chat_messages m ON m.id = cv.last_message_id
        WHERE cv.company_id = $1 ${filter} ORDER BY cv.last_message_at DESC NULLS LAST, cv.id DESC LIMIT 50`, [ctx.companyId]),
      ctx.raw.query(`SELECT count(*)::int FROM chat_conversations cv WHERE cv.company_id = $1 ${filter}`, [ctx.companyId]),
      ctx.raw.query('SELECT count(*)::int FROM chat_conversations cv WHERE cv.company_id = $1 AND NOT cv.archived AND cv.unread_count > 0', [ctx.companyId]),
    ]);
  });
  const apiThread = await measure(async (i) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/wppmessages/${ids[i % ids.length]}?companyId=${ctx.companyId}&page=1&limit=50`, headers: auth });
    if (res.statusCode !== 200) throw new Error(`wppmessages ${res.statusCode}`);
  });
  // The thread's page and its total, in the one statement the API runs.
  const threadSql = `SELECT t.n AS page_total, page.* FROM (SELECT count(*)::int AS n FROM chat_messages WHERE conversation_id = $1) t
    LEFT JOIN LATERAL (SELECT m.*, nullif(trim(u.name || ' ' || u.surname), '') AS sent_by_name FROM chat_messages m LEFT JOIN users u ON u.id = m.sent_by
      WHERE m.conversation_id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT 50 OFFSET 0) page ON true
    ORDER BY page.created_at, page.id`;
  const rawThread = await measure(async (i) => {
    await ctx.raw.query(threadSql, [ids[i % ids.length]]);
  });
  // Every statement the thread request runs, in its order: the caller and their role (the company
  // check every call makes), the conversation with what decides who sees it, then the page with its
  // total. What the API adds over this is its own cost (HTTP, token, validation, JSON).
  const ownerId = (await ctx.raw.query<{ id: string; token_version: number }>('SELECT u.id, u.token_version FROM users u JOIN company_members m ON m.user_id = u.id WHERE m.company_id = $1 LIMIT 1', [ctx.companyId])).rows[0];
  const rawThreadRequest = await measure(async (i) => {
    const id = ids[i % ids.length];
    await ctx.raw.query(`SELECT u.id, u.email, u.language, u.subscription_type, m.role FROM users u
      LEFT JOIN company_members m ON m.user_id = u.id AND m.company_id = $2 WHERE u.id = $1 AND u.token_version = $3`, [ownerId.id, ctx.companyId, ownerId.token_version]);
    await ctx.raw.query(`SELECT cv.*, coalesce(nullif(trim(c.name || ' ' || c.surname), ''), '+' || cv.wa_id) AS chat_name, m.type, m.text, m.caption, m.direction, m.status, m.created_at AS lm_created_at,
        (SELECT s.wa_app_id FROM collaborator_settings s WHERE s.company_id = cv.company_id AND s.user_id = $3) AS viewer_app_id,
        ARRAY(SELECT cc.user_id FROM contact_collaborators cc WHERE cc.contact_id = cv.contact_id) AS contact_assignees
      FROM chat_conversations cv JOIN contacts c ON c.id = cv.contact_id LEFT JOIN users u ON u.id = cv.assigned_user_id LEFT JOIN chat_messages m ON m.id = cv.last_message_id
      WHERE cv.company_id = $1 AND cv.id = $2`, [ctx.companyId, id, ownerId.id]);
    await ctx.raw.query(threadSql, [id]);
  });

  console.log('| request | path | p50 | p95 | mean | API p95 ÷ raw p95 |\n|---|---|---|---|---|---|');
  const row = (name: string, api: ReturnType<typeof stats>, raw: ReturnType<typeof stats>) => {
    console.log(`| ${name} | API | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(api.mean)} | ${(api.p95 / raw.p95).toFixed(2)} |`);
    console.log(`| | raw SQL | ${ms(raw.p50)} | ${ms(raw.p95)} | ${ms(raw.mean)} | |`);
  };
  row('inbox first page (50, total, unread; all / unread alternating)', apiList, rawList);
  row('thread first page (50, total)', apiThread, rawThread);
  row('thread first page, raw = every statement the request runs', apiThread, rawThreadRequest);
} finally {
  await ctx.close();
}
