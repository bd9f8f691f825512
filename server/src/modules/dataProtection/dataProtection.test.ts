import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../../test/testApp';
import { call, createTestUser, type TestUser } from '../../../test/fixtures';
import { companyBlobKey } from '../../blobs/blobKeys';
import { PERSONAL_DATA_AREAS } from '../../../../contract/dataProtection';
import { DATA_AREAS } from './dataProtection.areas';
import { suppressedAmong, suppressionHash } from '../emailSending/emailSending.repository';

let ctx: TestContext;
let owner: TestUser;
let agent: TestUser;
let manager: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createTestUser(ctx);
  agent = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'agent' } });
  manager = await createTestUser(ctx, { memberOf: { companyId: owner.companyId, role: 'manager' } });
  stranger = await createTestUser(ctx);
});
afterAll(async () => ctx?.close());

type Seeded = { contactId: string; email: string; phone: string; mediaKey: string; tag: string };
let phoneSequence = 100;

/**
 * A contact with something in every area: through the API where a call writes it (contact,
 * custom value, comment), straight into the tables elsewhere (what channels, the tracking script
 * and the workflow engine write as they run).
 */
async function seedContact(user: TestUser, tag: string): Promise<Seeded> {
  const companyId = user.companyId;
  const email = `${tag}@example.com`;
  const propertyName = `interes_${tag}`;
  const digits = `600000${++phoneSequence}`;
  const phone = `+34 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  expect((await call(ctx, 'POST', '/api/createCustomProperty', { token: user.token, body: { companyId, propertyName, type: 'text' } })).status).toBe(201);
  const created = await call(ctx, 'POST', '/api/createContact', {
    token: user.token, body: { companyId, name: `Name ${tag}`, surname: 'Pérez', email, phone, customProperties: { [propertyName]: `likes ${tag}` } },
  });
  expect(created.status).toBe(201);
  const contactId: string = created.body._id;
  expect((await call(ctx, 'POST', '/api/contactComment/createContactComment', { token: user.token, body: { companyId, contactId, comment: `comment about ${tag}` } })).status).toBe(201);

  const q = (text: TemplateStringsArray, ...values: unknown[]) => sql(text, ...values).execute(ctx.db);
  const one = async <T = { id: string }>(text: TemplateStringsArray, ...values: unknown[]) => (await sql<T>(text, ...values).execute(ctx.db)).rows[0]!;

  await q`INSERT INTO contact_collaborators (contact_id, user_id, company_id) VALUES (${contactId}, ${user.id}, ${companyId})`;
  const pipeline = await one`INSERT INTO pipelines (company_id, name) VALUES (${companyId}, ${`Pipe ${tag}`}) RETURNING id`;
  const stage = await one`INSERT INTO pipeline_stages (company_id, pipeline_id, name) VALUES (${companyId}, ${pipeline.id}, ${`Won ${tag}`}) RETURNING id`;
  await q`INSERT INTO contact_pipeline_stages (contact_id, pipeline_id, stage_id, company_id) VALUES (${contactId}, ${pipeline.id}, ${stage.id}, ${companyId})`;
  const list = await one`INSERT INTO contact_lists (company_id, name) VALUES (${companyId}, ${`List ${tag}`}) RETURNING id`;
  await q`INSERT INTO contact_list_members (list_id, contact_id, company_id) VALUES (${list.id}, ${contactId}, ${companyId})`;
  const bot = await one`INSERT INTO chatbots (company_id, name, audience) VALUES (${companyId}, ${`Bot ${tag}`}, 'selected') RETURNING id`;
  await q`INSERT INTO chatbot_contacts (chatbot_id, contact_id) VALUES (${bot.id}, ${contactId})`;

  // Chat: a conversation with a text and a file (its bytes in the blob store).
  const app = await one`INSERT INTO chat_apps (company_id, name) VALUES (${companyId}, 'Main') RETURNING id`;
  const conv = await one`INSERT INTO chat_conversations (company_id, app_id, contact_id, wa_id) VALUES (${companyId}, ${app.id}, ${contactId}, ${`34600${tag}`}) RETURNING id`;
  const mediaId = randomUUID();
  const mediaKey = companyBlobKey(companyId, 'chatMedia', mediaId);
  await ctx.deps.blobs.put(mediaKey, Buffer.from(`%PDF-1.4 ${tag}`), { contentType: 'application/pdf', fileName: `${tag}.pdf` });
  await q`INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status) VALUES (${companyId}, ${conv.id}, 'in', 'text', ${`hello from ${tag}`}, 'received')`;
  await q`INSERT INTO chat_messages (company_id, conversation_id, direction, type, caption, media_id, media_type, media_size, media_name, status)
          VALUES (${companyId}, ${conv.id}, 'in', 'document', 'my id card', ${mediaId}, 'application/pdf', 12, ${`${tag}.pdf`}, 'received')`;
  await q`INSERT INTO chat_messages (company_id, conversation_id, direction, type, text, status, sent_by) VALUES (${companyId}, ${conv.id}, 'out', 'text', ${`thanks, ${tag}`}, 'sent', ${user.id})`;

  // Email: a bulk send's line, its message, an open and a click; a message to the address before the contact was linked; a suppression; an outbox copy.
  const bulk = await one`INSERT INTO bulk_emails (company_id, state, subject, from_email, recipients, recipients_label) VALUES (${companyId}, 'done', 'News', 'news@shop.test', '{}', 'All') RETURNING id`;
  const message = await one`INSERT INTO email_messages (company_id, bulk_email_id, contact_id, to_email, from_email, subject, status, language, token_hash, header_message_id)
    VALUES (${companyId}, ${bulk.id}, ${contactId}, ${email}, 'news@shop.test', ${`Offer for ${tag}`}, 'sent', 'es', ${randomBytes(32)}, ${`<${randomUUID()}@shop.test>`}) RETURNING id`;
  await q`INSERT INTO bulk_email_recipients (bulk_email_id, position, contact_id, email, state, message_id) VALUES (${bulk.id}, 1, ${contactId}, ${email}, 'sent', ${message.id})`;
  await q`INSERT INTO email_events (company_id, message_id, contact_id, type) VALUES (${companyId}, ${message.id}, ${contactId}, 'delivered'), (${companyId}, ${message.id}, ${contactId}, 'opened')`;
  await q`INSERT INTO email_events (company_id, message_id, contact_id, type, url) VALUES (${companyId}, ${message.id}, ${contactId}, 'clicked', 'https://shop.test/offer')`;
  await q`INSERT INTO email_messages (company_id, to_email, from_email, subject, status, language, token_hash, header_message_id)
    VALUES (${companyId}, ${email.toUpperCase()}, 'news@shop.test', ${`Unlinked ${tag}`}, 'sent', 'es', ${randomBytes(32)}, ${`<${randomUUID()}@shop.test>`})`;
  await q`INSERT INTO email_suppressions (company_id, email, reason, contact_id) VALUES (${companyId}, ${email}, 'unsubscribed', ${contactId})`;
  await q`INSERT INTO mail_outbox (to_address, from_address, subject, text_body, company_id) VALUES (${email}, 'news@shop.test', ${`Outbox ${tag}`}, 'body', ${companyId})`;
  await q`INSERT INTO gmail_messages (company_id, contact_id, user_id, mailbox, direction, gmail_id, thread_id, message_id_header, from_address, to_address, subject)
    VALUES (${companyId}, ${contactId}, ${user.id}, ${user.email}, 'sent', ${`g-${tag}`}, ${`t-${tag}`}, ${`<g-${tag}@mail>`}, ${user.email}, ${email}, ${`Gmail ${tag}`})`;

  // Web: a browser, its page visits, a form submission and the attribution.
  const visitor = await one`INSERT INTO tracking_visitors (company_id, visitor_key, contact_id) VALUES (${companyId}, ${`v-${tag}`}, ${contactId}) RETURNING id`;
  const form = await one`INSERT INTO webforms (company_id, form_key, name) VALUES (${companyId}, ${`f-${tag}`}, ${`Form ${tag}`}) RETURNING id`;
  const submission = await one`INSERT INTO webform_submissions (company_id, form_id, visitor_id, contact_id, fields, email, consent_given, source)
    VALUES (${companyId}, ${form.id}, ${visitor.id}, ${contactId}, ${JSON.stringify({ message: `form text ${tag}` })}, ${email}, true, 'landing') RETURNING id`;
  // A form sent with the phone only, before anything linked it to the contact.
  const byPhone = await one`INSERT INTO webform_submissions (company_id, form_id, fields, phone, consent_given, source) VALUES (${companyId}, ${form.id}, '{}', ${`0034${digits}`}, false, 'landing') RETURNING id`;
  // …from a browser without consent: its event has no visitor, only the submission.
  await q`INSERT INTO tracking_events (company_id, submission_id, type, url) VALUES (${companyId}, ${byPhone.id}, 'form_submit', ${`https://shop.test/${tag}/cookieless`})`;
  await q`INSERT INTO tracking_events (company_id, visitor_id, type, url) VALUES (${companyId}, ${visitor.id}, 'page_view', ${`https://shop.test/${tag}`})`;
  await q`INSERT INTO tracking_events (company_id, visitor_id, submission_id, type, url) VALUES (${companyId}, ${visitor.id}, ${submission.id}, 'form_submit', ${`https://shop.test/${tag}/form`})`;
  await q`INSERT INTO contact_attribution (contact_id, company_id, first_touch) VALUES (${contactId}, ${companyId}, ${JSON.stringify({ utm_source: tag })})`;

  // Workflows: a finished run, its step, and the notification it sent.
  const wf = await one`INSERT INTO workflows (company_id, name, trigger_type, tasks) VALUES (${companyId}, ${`Flow ${tag}`}, 'manual', '{}') RETURNING id`;
  const run = await one`INSERT INTO workflow_runs (workflow_id, company_id, contact_id, contact_name, enrolled_by, tasks, status)
    VALUES (${wf.id}, ${companyId}, ${contactId}, ${`Name ${tag}`}, 'manual', '{}', 'completed') RETURNING id`;
  // …and a run still waiting (a delay): the erasure ends it (and its timer) before deleting it.
  await q`INSERT INTO workflow_runs (workflow_id, company_id, contact_id, contact_name, enrolled_by, tasks, status, resume_at)
    VALUES (${wf.id}, ${companyId}, ${contactId}, ${`Name ${tag}`}, 'trigger', '{}', 'waiting', now() + interval '1 day')`;
  await q`INSERT INTO workflow_run_steps (run_id, step_id, step_type, status, output) VALUES (${run.id}, 's1', 'notify_user', 'completed', ${JSON.stringify({ note: tag })})`;
  await q`INSERT INTO notifications (company_id, user_id, title, body, source_key) VALUES (${companyId}, ${user.id}, 'Lead', ${`Name ${tag}`}, ${`${run.id}:s1:1`})`;

  // Ads: the closed loop's conversion and an upload; an integration event (a lead form).
  await q`INSERT INTO offline_conversions (company_id, contact_id, stage_id, platform, currency, occurred_at, click_id) VALUES (${companyId}, ${contactId}, ${stage.id}, 'google', 'EUR', now(), ${`gclid-${tag}`})`;
  const conversion = await one`INSERT INTO campaign_conversions (company_id, customer_id, platform_action) VALUES (${companyId}, '123', ${`action-${tag}`}) RETURNING id`;
  await q`INSERT INTO campaign_conversion_uploads (conversion_id, gclid, conversion_date_time, result, contact_id) VALUES (${conversion.id}, ${`gclid-${tag}`}, '2026-01-01 10:00:00+01:00', 'accepted', ${contactId})`;
  await q`INSERT INTO integration_events (company_id, kind, type, summary, contact_id, data) VALUES (${companyId}, 'facebook', 'lead', ${`Lead ${tag}`}, ${contactId}, ${JSON.stringify({ email })})`;
  return { contactId, email, phone: `0034${digits}`, mediaKey, tag };
}

const exportOf = (user: TestUser, contactId: string, companyId = user.companyId) =>
  call(ctx, 'GET', `/api/contactPersonalData/${companyId}/${contactId}`, { token: user.token });
const erase = (user: TestUser, contactId: string, companyId = user.companyId) =>
  call(ctx, 'DELETE', `/api/contactPersonalData/${companyId}/${contactId}`, { token: user.token });

/** Rows about the contact in each table, counted straight from the database. */
async function footprint(companyId: string, s: Seeded): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    SELECT
      (SELECT count(*) FROM contacts WHERE id = ${s.contactId}) AS contacts,
      (SELECT count(*) FROM contact_collaborators WHERE contact_id = ${s.contactId}) AS contact_collaborators,
      (SELECT count(*) FROM contact_comments WHERE contact_id = ${s.contactId}) AS contact_comments,
      (SELECT count(*) FROM contact_pipeline_stages WHERE contact_id = ${s.contactId}) AS contact_pipeline_stages,
      (SELECT count(*) FROM contact_stage_history WHERE contact_id = ${s.contactId}) AS contact_stage_history,
      (SELECT count(*) FROM contact_list_members WHERE contact_id = ${s.contactId}) AS contact_list_members,
      (SELECT count(*) FROM chatbot_contacts WHERE contact_id = ${s.contactId}) AS chatbot_contacts,
      (SELECT count(*) FROM chat_conversations WHERE company_id = ${companyId} AND wa_id = ${`34600${s.tag}`}) AS chat_conversations,
      (SELECT count(*) FROM chat_messages WHERE company_id = ${companyId} AND (text LIKE ${`%${s.tag}`} OR media_name = ${`${s.tag}.pdf`})) AS chat_messages,
      (SELECT count(*) FROM chat_reach WHERE contact_id = ${s.contactId}) AS chat_reach,
      (SELECT count(*) FROM email_messages WHERE company_id = ${companyId} AND lower(to_email) = ${s.email}) AS email_messages,
      (SELECT count(*) FROM email_events e JOIN email_messages m ON m.id = e.message_id WHERE lower(m.to_email) = ${s.email}) AS email_events_by_message,
      (SELECT count(*) FROM email_events WHERE contact_id = ${s.contactId}) AS email_events,
      (SELECT count(*) FROM bulk_email_recipients WHERE contact_id = ${s.contactId} OR email = ${s.email}) AS bulk_email_recipients,
      (SELECT count(*) FROM email_suppressions WHERE email = ${s.email}) AS email_suppressions,
      (SELECT count(*) FROM mail_outbox WHERE to_address = ${s.email}) AS mail_outbox,
      (SELECT count(*) FROM gmail_messages WHERE contact_id = ${s.contactId} OR to_address = ${s.email}) AS gmail_messages,
      (SELECT count(*) FROM webform_submissions WHERE contact_id = ${s.contactId} OR email = ${s.email} OR phone = ${s.phone}) AS webform_submissions,
      (SELECT count(*) FROM tracking_visitors WHERE visitor_key = ${`v-${s.tag}`}) AS tracking_visitors,
      (SELECT count(*) FROM tracking_events WHERE url LIKE ${`https://shop.test/${s.tag}%`}) AS tracking_events,
      (SELECT count(*) FROM contact_attribution WHERE contact_id = ${s.contactId}) AS contact_attribution,
      (SELECT count(*) FROM workflow_runs WHERE contact_id = ${s.contactId} OR contact_name = ${`Name ${s.tag}`}) AS workflow_runs,
      (SELECT count(*) FROM workflow_run_steps WHERE output->>'note' = ${s.tag}) AS workflow_run_steps,
      (SELECT count(*) FROM notifications WHERE body = ${`Name ${s.tag}`}) AS notifications,
      (SELECT count(*) FROM offline_conversions WHERE contact_id = ${s.contactId} OR click_id = ${`gclid-${s.tag}`}) AS offline_conversions,
      (SELECT count(*) FROM campaign_conversion_uploads WHERE contact_id = ${s.contactId} OR gclid = ${`gclid-${s.tag}`}) AS campaign_conversion_uploads,
      (SELECT count(*) FROM integration_events WHERE contact_id = ${s.contactId} OR summary = ${`Lead ${s.tag}`}) AS integration_events`.execute(ctx.db);
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

describe('contact personal data: export', () => {
  it('lists the same areas as the contract', () => {
    expect(DATA_AREAS.map((a) => a.name)).toEqual([...PERSONAL_DATA_AREAS]);
  });

  it('has an area for every table that points at a contact (a new one fails here until it is added)', async () => {
    const { rows } = await sql<{ table: string }>`
      SELECT DISTINCT c.table_name AS table FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = 'public' AND c.column_name = 'contact_id' ORDER BY 1`.execute(ctx.db);
    // The erasure log keeps the erased contact's id on purpose (it points at nothing any more).
    expect(rows.length).toBeGreaterThan(15);
    const covered = new Set([...DATA_AREAS.map((a) => a.table), 'contact_erasures']);
    expect(rows.map((r) => r.table).filter((t) => !covered.has(t))).toEqual([]);
  });

  it('answers one JSON attachment with every area and its content', async () => {
    const s = await seedContact(owner, 'ana');
    const res = await exportOf(owner, s.contactId);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contact-${s.contactId}-personal-data.json"`);
    const file = res.body;
    expect(file).toMatchObject({ format: 'marketing-crm/contact-personal-data', version: 1, companyId: owner.companyId, contactId: s.contactId });
    const a = file.areas;
    expect(Object.keys(a)).toEqual([...PERSONAL_DATA_AREAS]);
    // Every area holds something of this contact.
    for (const name of PERSONAL_DATA_AREAS.filter((n) => n !== 'contact')) expect(a[name], name).not.toHaveLength(0);
    expect(a.contact).toMatchObject({ id: s.contactId, name: 'Name ana', surname: 'Pérez', email: 'ana@example.com', phone: expect.stringMatching(/^\+34 600 000 \d+$/) });
    expect(a.contact.customProperties).toEqual([{ propertyName: 'interes_ana', label: expect.any(String), type: 'text', value: 'likes ana' }]);
    expect(a.comments).toMatchObject([{ body: 'comment about ana' }]);
    expect(a.collaborators).toMatchObject([{ userId: owner.id }]);
    expect(a.pipelineStages).toMatchObject([{ pipelineName: 'Pipe ana', stageName: 'Won ana' }]);
    expect(a.stageHistory).toHaveLength(1);
    expect(a.listMemberships).toMatchObject([{ listName: 'List ana' }]);
    expect(a.chatbotAudiences).toMatchObject([{ chatbotName: 'Bot ana' }]);
    expect(a.chatConversations).toMatchObject([{ waId: '34600ana' }]);
    expect(a.chatMessages).toHaveLength(3);
    expect(a.chatReach).toMatchObject([{ sentBy: owner.id, prevAt: null }]);
    const file0 = a.chatMessages.find((m: { media: unknown }) => m.media);
    expect(file0.media).toMatchObject({ fileName: 'ana.pdf', contentType: 'application/pdf', size: 12 });
    expect(file0.media.downloadPath).toBe(`/api/wppmedia/${file0.media.id}?companyId=${owner.companyId}`);
    expect(a.emails.map((m: { subject: string }) => m.subject).sort()).toEqual(['Offer for ana', 'Unlinked ana']);
    expect(a.emails[0]).not.toHaveProperty('tokenHash');
    expect(a.emailEvents.map((e: { type: string }) => e.type).sort()).toEqual(['clicked', 'delivered', 'opened']);
    expect(a.bulkEmailRecipients).toMatchObject([{ subject: 'News', state: 'sent' }]);
    expect(a.emailSuppressions).toMatchObject([{ email: 'ana@example.com', reason: 'unsubscribed' }]);
    expect(a.outbox).toMatchObject([{ subject: 'Outbox ana' }]);
    expect(a.gmailMessages).toMatchObject([{ subject: 'Gmail ana' }]);
    expect(a.webformSubmissions).toMatchObject([{ formName: 'Form ana', fields: { message: 'form text ana' }, consentGiven: true }, { phone: s.phone }]);
    expect(a.trackingVisitors).toMatchObject([{ visitorKey: 'v-ana' }]);
    expect(a.pageVisits.map((e: { url: string }) => e.url).sort()).toEqual(['https://shop.test/ana', 'https://shop.test/ana/cookieless', 'https://shop.test/ana/form']);
    expect(a.attribution).toMatchObject([{ firstTouch: { utm_source: 'ana' } }]);
    expect(a.workflowRuns).toMatchObject([{ workflowName: 'Flow ana', status: 'completed' }, { status: 'waiting' }]);
    expect(a.workflowSteps).toMatchObject([{ stepId: 's1', output: { note: 'ana' } }]);
    expect(a.notifications).toMatchObject([{ body: 'Name ana' }]);
    expect(a.adConversions).toMatchObject([{ platform: 'google', clickId: 'gclid-ana' }]);
    expect(a.adConversionUploads).toMatchObject([{ gclid: 'gclid-ana' }]);
    expect(a.integrationEvents).toMatchObject([{ summary: 'Lead ana', data: { email: 'ana@example.com' } }]);
  });

  it('answers 404 to a stranger and for another company’s contact, 403 to an agent', async () => {
    const s = await seedContact(owner, 'bea');
    expect((await exportOf(stranger, s.contactId, owner.companyId)).status).toBe(404);
    // The stranger's own company with our contact's id: no such contact there.
    expect((await exportOf(stranger, s.contactId)).status).toBe(404);
    expect((await exportOf(agent, s.contactId)).status).toBe(403);
    expect((await exportOf(manager, s.contactId)).status).toBe(200);
  });
});

describe('contact personal data: erasure', () => {
  it('erases every area in one go, keeps everyone else’s data, deletes the files and logs counts only', async () => {
    const s = await seedContact(owner, 'carla');
    const other = await seedContact(owner, 'dora');
    const elsewhere = await seedContact(stranger, 'eva');
    const before = await footprint(owner.companyId, s);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);
    const otherBefore = await footprint(owner.companyId, other);
    const elsewhereBefore = await footprint(stranger.companyId, elsewhere);

    const res = await erase(owner, s.contactId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyId: owner.companyId, contactId: s.contactId, requestedBy: { _id: owner.id }, files: 1 });
    expect(res.body.counts).toMatchObject({
      contact: 1, comments: 1, chatMessages: 3, chatReach: 1, chatConversations: 1, emails: 2, emailEvents: 3, pageVisits: 3, trackingVisitors: 1,
      workflowRuns: 2, workflowSteps: 1, notifications: 1, webformSubmissions: 2, emailSuppressions: 1, outbox: 1,
    });
    expect(Object.keys(res.body.counts).sort()).toEqual([...PERSONAL_DATA_AREAS].sort());

    const after = await footprint(owner.companyId, s);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((k) => [k, 0])));
    expect(await footprint(owner.companyId, other)).toEqual(otherBefore);
    expect(await footprint(stranger.companyId, elsewhere)).toEqual(elsewhereBefore);
    expect(await ctx.deps.blobs.head(s.mediaKey)).toBeNull();
    expect(await ctx.deps.blobs.head(other.mediaKey)).not.toBeNull();
    expect(await ctx.deps.blobs.head(elsewhere.mediaKey)).not.toBeNull();

    // The unsubscribe still holds, as a hash: the same address added again is not mailed.
    const kept = await ctx.db.selectFrom('emailSuppressions').selectAll().where('companyId', '=', owner.companyId).where('email', 'like', 'sha256:%').execute();
    expect(kept).toEqual([expect.objectContaining({ email: suppressionHash(s.email), reason: 'unsubscribed', contactId: null })]);
    expect([...(await suppressedAmong(ctx.db, owner.companyId, [s.email.toUpperCase(), other.email]))]).toEqual([s.email, other.email]);
    const again = await call(ctx, 'POST', '/api/createContact', { token: owner.token, body: { companyId: owner.companyId, name: 'Again', email: s.email } });
    expect(again.status).toBe(201);
    const count = await call(ctx, 'POST', '/api/mailerSend/recipients/count', {
      token: owner.token, body: { companyId: owner.companyId, recipients: { type: 'contacts', contactIds: [again.body._id] } },
    });
    expect(count.body).toMatchObject({ total: 1, suppressed: 1, sendable: 0 });
    await ctx.db.deleteFrom('contacts').where('id', '=', again.body._id).execute();
    // The list shows the entry by its hash, and it can be removed like any other (the person asked to be mailed again).
    const listed = await call(ctx, 'GET', `/api/mailerSend/suppressions?companyId=${owner.companyId}`, { token: owner.token });
    expect(listed.body.data.map((r: { _id: string }) => r._id)).toContain(suppressionHash(s.email));
    const removeHash = (email: string) => call(ctx, 'DELETE', '/api/mailerSend/suppressions', { token: owner.token, body: { companyId: owner.companyId, email } });
    expect((await removeHash('sha256:nothex')).body.details[0]).toMatchObject({ code: 'invalid_email' });
    expect((await removeHash(suppressionHash(s.email))).status).toBe(200);
    expect(await suppressedAmong(ctx.db, owner.companyId, [s.email])).toEqual(new Set());

    // The log: counts and ids, nothing of the person.
    const logged = await ctx.db.selectFrom('contactErasures').selectAll().where('contactId', '=', s.contactId).execute();
    expect(logged).toHaveLength(1);
    const text = JSON.stringify(logged);
    for (const personal of ['carla', 'Pérez', '600 000', 'example.com']) expect(text).not.toContain(personal);
    const list = await call(ctx, 'GET', `/api/contactErasures/${owner.companyId}`, { token: owner.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, data: [{ _id: res.body._id, contactId: s.contactId, rows: expect.any(Number) }] });

    // Gone: a second erasure or export is a 404.
    expect((await erase(owner, s.contactId)).status).toBe(404);
    expect((await exportOf(owner, s.contactId)).status).toBe(404);
  });

  it('refuses a stranger (404) and a manager (403) and changes nothing', async () => {
    const s = await seedContact(owner, 'fina');
    const before = await footprint(owner.companyId, s);
    expect((await erase(stranger, s.contactId, owner.companyId)).status).toBe(404);
    expect((await erase(stranger, s.contactId)).status).toBe(404);
    expect((await erase(manager, s.contactId)).status).toBe(403);
    expect((await erase(agent, s.contactId)).status).toBe(403);
    expect(await footprint(owner.companyId, s)).toEqual(before);
    expect(await ctx.deps.blobs.head(s.mediaKey)).not.toBeNull();
    expect((await call(ctx, 'GET', `/api/contactErasures/${owner.companyId}`, { token: manager.token })).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/contactErasures/${owner.companyId}`, { token: stranger.token })).status).toBe(404);
    const log = await ctx.db.selectFrom('contactErasures').select('id').where('contactId', '=', s.contactId).execute();
    expect(log).toHaveLength(0);
  });
});
