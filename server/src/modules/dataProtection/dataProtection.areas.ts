import { sql } from 'kysely';
import { companyBlobKey } from '../../blobs/blobKeys';
import { unenrollContacts } from '../workflows/engine/resume';
import type { Db } from '../../db/connection';
import { suppressionHashSql } from '../emailSending/emailSending.repository';
import {
  affected, byAddress, chatMessagesOf, contactTable, emailMessagesOf, pageVisitsOf, rows, runsOf, submissionsOf, suppressionsOf, type DataArea,
} from './dataProtection.subject';

export type { DataArea, Subject } from './dataProtection.subject';

/**
 * Everything the product keeps about one contact, area by area (issue 17). The export file has one
 * key per area, in this order; the erasure deletes each area in the reverse order (children before
 * the rows they hang from, the contact itself last) in one transaction, and logs how many rows
 * each area lost. A new table that holds something about a contact is one entry here.
 *
 * Kept on purpose, and why:
 * - bulk sends' counters (bulk_emails.total/sent…) and the chat's per-day usage: numbers, not a person;
 * - contact import/export jobs: their CSV files hold many contacts at once and are not edited
 *   row by row; they are the company's own files (its downloads), not something the product shows
 *   about the contact;
 * - the email suppression entry, as a hash of the address: see `emailSuppressions` below.
 */
export const DATA_AREAS: DataArea[] = [
  {
    // The contact row, with each custom property value under its property's name and label.
    name: 'contact',
    table: 'contacts',
    collect: async (db, s) => {
      const [contact] = await rows(db, sql`
        SELECT id, company_id, name, surname, email, phone, organization, job_title, source, city, country, created_at, updated_at
        FROM contacts WHERE company_id = ${s.companyId} AND id = ${s.contactId}`);
      const values = await rows(db, sql`
        SELECT v.key AS property_name, p.label, p.type, v.value
        FROM contacts c CROSS JOIN LATERAL jsonb_each(c.custom_properties) v
        LEFT JOIN custom_properties p ON p.company_id = c.company_id AND lower(p.property_name) = lower(v.key)
        WHERE c.company_id = ${s.companyId} AND c.id = ${s.contactId} ORDER BY v.key`);
      return contact ? [{ ...contact, customProperties: values }] : [];
    },
    erase: (tx, s) => affected(tx, sql`DELETE FROM contacts WHERE company_id = ${s.companyId} AND id = ${s.contactId}`),
  },
  contactTable('collaborators', 'contact_collaborators',
    sql`t.user_id, (SELECT trim(u.name || ' ' || u.surname) FROM users u WHERE u.id = t.user_id) AS user_name, t.assigned_at`, sql`t.assigned_at`),
  contactTable('comments', 'contact_comments', sql`t.id, t.author_id, t.author_name, t.body, t.created_at, t.updated_at`, sql`t.created_at`),
  contactTable('pipelineStages', 'contact_pipeline_stages', sql`
    t.pipeline_id, (SELECT p.name FROM pipelines p WHERE p.id = t.pipeline_id) AS pipeline_name,
    t.stage_id, (SELECT st.name FROM pipeline_stages st WHERE st.id = t.stage_id) AS stage_name, t.assigned_at`, sql`t.assigned_at`),
  contactTable('stageHistory', 'contact_stage_history', sql`t.pipeline_id, t.stage_id, t.entered_at, t.left_at`, sql`t.entered_at, t.id`),
  // Derived from the stays above (the dashboard's funnel): first and last entry, and the stages entered, per pipeline.
  contactTable('stagePaths', 'contact_paths', sql`t.pipeline_id, t.first_at, t.last_at, t.stages, t.firsts, t.lasts`, sql`t.first_at, t.pipeline_id`),
  // What the dashboard counts the contact as (derived from the contact and its first touch).
  contactTable('dashboardFacts', 'contact_analytics', sql`t.created_at, t.source, t.utm_source, t.utm_medium, t.utm_campaign`),
  contactTable('emailOutcomes', 'email_outcomes', sql`t.message_id, t.type, t.sent_at`, sql`t.sent_at, t.type`),
  contactTable('listMemberships', 'contact_list_members',
    sql`t.list_id, (SELECT l.name FROM contact_lists l WHERE l.id = t.list_id) AS list_name, t.added_at`, sql`t.added_at`),
  {
    name: 'chatbotAudiences',
    table: 'chatbot_contacts',
    collect: (db, s) => rows(db, sql`
      SELECT b.id AS chatbot_id, b.name AS chatbot_name FROM chatbot_contacts t JOIN chatbots b ON b.id = t.chatbot_id
      WHERE b.company_id = ${s.companyId} AND t.contact_id = ${s.contactId} ORDER BY b.name`),
    erase: (tx, s) => affected(tx, sql`
      DELETE FROM chatbot_contacts t USING chatbots b WHERE b.id = t.chatbot_id AND b.company_id = ${s.companyId} AND t.contact_id = ${s.contactId}`),
  },
  contactTable('chatConversations', 'chat_conversations', sql`
    t.id, t.app_id, t.wa_id, t.last_message_at, t.last_incoming_at, t.unread_count, t.assigned_user_id, t.archived,
    ARRAY(SELECT tg.name FROM chat_tags tg WHERE tg.id = ANY(t.tag_ids) ORDER BY tg.name) AS tags, t.bot_paused, t.created_at`, sql`t.created_at`),
  {
    // Every message of the contact's conversations; a file is named, typed and given its download path.
    name: 'chatMessages',
    table: 'chat_messages',
    collect: async (db, s) => (await rows(db, sql`
      SELECT m.id, m.conversation_id, m.direction, m.type, m.text, m.caption, m.location, m.contact_card, m.template_id,
        m.status, m.sent_by, m.created_at, m.media_id, m.media_name, m.media_type, m.media_size
      FROM chat_messages m WHERE ${chatMessagesOf(s)} ORDER BY m.created_at, m.id`)).map(({ mediaId, mediaName, mediaType, mediaSize, ...m }) => ({
      ...m,
      media: mediaId ? {
        id: mediaId, fileName: mediaName ?? null, contentType: mediaType ?? null, size: mediaSize === null ? null : Number(mediaSize),
        downloadPath: `/api/wppmedia/${String(mediaId)}?companyId=${s.companyId}`,
      } : null,
    })),
    erase: (tx, s) => affected(tx, sql`DELETE FROM chat_messages m WHERE ${chatMessagesOf(s)}`),
    files: async (db, s) => (await rows(db, sql`SELECT m.media_id FROM chat_messages m WHERE ${chatMessagesOf(s)} AND m.media_id IS NOT NULL`))
      .map((r) => companyBlobKey(s.companyId, 'chatMedia', String(r.mediaId))),
  },
  // Who of the company wrote to the contact when (the dashboard's "contacts written to"), derived from the messages above.
  contactTable('chatReach', 'chat_reach', sql`t.message_id, t.sent_by, t.at, t.prev_at`, sql`t.at, t.message_id`),
  {
    name: 'emails',
    table: 'email_messages',
    collect: (db, s) => rows(db, sql`
      SELECT m.id, m.bulk_email_id, m.template_id, m.to_email, m.from_email, m.subject, m.tags, m.test, m.status, m.language,
        m.provider_message_id, m.error, m.created_at
      FROM email_messages m WHERE ${emailMessagesOf(s)} ORDER BY m.created_at, m.id`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM email_messages m WHERE ${emailMessagesOf(s)}`),
  },
  {
    // Delivery, opens, clicks, bounces… of those messages (and any other event recorded against the contact).
    name: 'emailEvents',
    table: 'email_events',
    collect: (db, s) => rows(db, sql`
      SELECT e.id, e.message_id, e.type, e.url, e.created_at FROM email_events e
      WHERE e.company_id = ${s.companyId} AND (e.contact_id = ${s.contactId} OR e.message_id IN (SELECT m.id FROM email_messages m WHERE ${emailMessagesOf(s)}))
      ORDER BY e.created_at, e.id`),
    erase: (tx, s) => affected(tx, sql`
      DELETE FROM email_events e
      WHERE e.company_id = ${s.companyId} AND (e.contact_id = ${s.contactId} OR e.message_id IN (SELECT m.id FROM email_messages m WHERE ${emailMessagesOf(s)}))`),
  },
  {
    // The contact's line in bulk sends (the send's own totals stay: numbers, not a person).
    name: 'bulkEmailRecipients',
    table: 'bulk_email_recipients',
    collect: (db, s) => rows(db, sql`
      SELECT r.bulk_email_id, b.subject, r.email, r.state, r.skip_reason, r.attempted_at, r.message_id
      FROM bulk_email_recipients r JOIN bulk_emails b ON b.id = r.bulk_email_id
      WHERE b.company_id = ${s.companyId} AND r.contact_id = ${s.contactId} ORDER BY b.created_at`),
    erase: (tx, s) => affected(tx, sql`
      DELETE FROM bulk_email_recipients r USING bulk_emails b
      WHERE b.id = r.bulk_email_id AND b.company_id = ${s.companyId} AND r.contact_id = ${s.contactId}`),
  },
  {
    // Kept, but not as the address: an unsubscribe (or a spam complaint) is the person's standing
    // objection to marketing mail, and must still hold if their address comes back later (an
    // import, a purchased list, a colleague typing it in). The row becomes the address's SHA-256
    // (`sha256:<hex>`, no contact link, same reason and date), which the send checks match
    // (emailSending.repository suppressionHash); nobody can read the address back from it. It is
    // counted here as erased: no row with the address remains.
    name: 'emailSuppressions',
    table: 'email_suppressions',
    collect: (db, s) => rows(db, sql`
      SELECT t.email, t.reason, t.created_at FROM email_suppressions t WHERE ${suppressionsOf(s)}`),
    erase: async (tx, s) => {
      const { rows: [row] } = await sql<{ n: number }>`
        WITH gone AS (DELETE FROM email_suppressions t WHERE ${suppressionsOf(s)} RETURNING t.email, t.reason, t.created_at),
        kept AS (
          INSERT INTO email_suppressions (company_id, email, reason, contact_id, created_at)
          SELECT DISTINCT ON (h.email) ${s.companyId}::uuid, h.email, h.reason, NULL::uuid, h.created_at
          FROM (SELECT ${suppressionHashSql(sql`lower(g.email)`)} AS email, g.reason, g.created_at FROM gone g) h
          ORDER BY h.email, (h.reason = 'spam_complaint') DESC, h.created_at
          ON CONFLICT (company_id, email) DO UPDATE SET reason = 'spam_complaint'
            WHERE EXCLUDED.reason = 'spam_complaint' AND email_suppressions.reason <> 'spam_complaint'
          RETURNING 1)
        SELECT (SELECT count(*) FROM gone) AS n, (SELECT count(*) FROM kept) AS kept`.execute(tx);
      return Number(row?.n ?? 0);
    },
  },
  {
    // Copies of mail the product kept instead of delivering (no SMTP configured).
    name: 'outbox',
    table: 'mail_outbox',
    collect: (db, s) => rows(db, sql`
      SELECT t.id, t.to_address, t.from_address, t.subject, t.text_body, t.html_body, t.created_at FROM mail_outbox t
      WHERE t.company_id = ${s.companyId} AND ${byAddress(s, sql`t.to_address`)} ORDER BY t.created_at`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM mail_outbox t WHERE t.company_id = ${s.companyId} AND ${byAddress(s, sql`t.to_address`)}`),
  },
  contactTable('gmailMessages', 'gmail_messages', sql`
    t.id, t.user_id, t.mailbox, t.direction, t.from_address, t.to_address, t.subject, t.snippet, t.sent_at`, sql`t.sent_at`),
  {
    name: 'webformSubmissions',
    table: 'webform_submissions',
    collect: (db, s) => rows(db, sql`
      SELECT t.id, t.form_id, (SELECT f.name FROM webforms f WHERE f.id = t.form_id) AS form_name, t.landing_id, t.status, t.notes, t.fields,
        t.email, t.phone, t.consent_given, t.consent_text, t.consent_at, t.source, t.first_touch, t.last_touch, t.page_url, t.user_agent,
        t.created_at, t.updated_at
      FROM webform_submissions t WHERE ${submissionsOf(s)} ORDER BY t.created_at`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM webform_submissions t WHERE ${submissionsOf(s)}`),
  },
  {
    // The browsers the tracking script tied to the contact (first-party id, first/last touch).
    name: 'trackingVisitors',
    table: 'tracking_visitors',
    collect: (db, s) => rows(db, sql`
      SELECT t.id, t.visitor_key, t.first_touch, t.last_touch, t.first_seen_at, t.last_seen_at FROM tracking_visitors t
      WHERE t.company_id = ${s.companyId} AND t.contact_id = ${s.contactId} ORDER BY t.first_seen_at`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM tracking_visitors t WHERE t.company_id = ${s.companyId} AND t.contact_id = ${s.contactId}`),
  },
  {
    // Landing and page visits, clicks and form views of those browsers, and the sending of the
    // contact's forms (a browser without consent has no visitor id, but its submission is theirs).
    name: 'pageVisits',
    table: 'tracking_events',
    collect: (db, s) => rows(db, sql`
      SELECT t.id, t.visitor_id, t.landing_id, t.type, t.url, t.title, t.label, t.href, t.touch, t.ad_consent, t.analytics_consent, t.created_at
      FROM tracking_events t WHERE ${pageVisitsOf(s)} ORDER BY t.created_at, t.id`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM tracking_events t WHERE ${pageVisitsOf(s)}`),
  },
  contactTable('attribution', 'contact_attribution', sql`t.first_touch, t.last_touch, t.updated_at`),
  {
    // Workflow runs (enrolments) of the contact; their steps are the next area.
    name: 'workflowRuns',
    table: 'workflow_runs',
    prepare: async (tx, s) => {
      // Ends the contact's live runs first (and cancels their timers), as a contact deletion does.
      await unenrollContacts(tx as Db, s.companyId, [s.contactId]);
    },
    collect: (db, s) => rows(db, sql`
      SELECT t.id, t.workflow_id, (SELECT w.name FROM workflows w WHERE w.id = t.workflow_id) AS workflow_name, t.contact_name,
        t.enrolled_by, t.status, t.current_step_id, t.error, t.started_at, t.updated_at, t.ended_at
      FROM workflow_runs t WHERE t.company_id = ${s.companyId} AND t.contact_id = ${s.contactId} ORDER BY t.started_at`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM workflow_runs t WHERE t.company_id = ${s.companyId} AND t.contact_id = ${s.contactId}`),
  },
  {
    name: 'workflowSteps',
    table: 'workflow_run_steps',
    collect: (db, s) => rows(db, sql`
      SELECT t.run_id, t.step_id, t.step_type, t.attempt, t.status, t.input, t.output, t.error, t.started_at, t.ended_at
      FROM workflow_run_steps t WHERE t.run_id IN (${runsOf(s)}) ORDER BY t.started_at, t.id`),
    erase: (tx, s) => affected(tx, sql`DELETE FROM workflow_run_steps t WHERE t.run_id IN (${runsOf(s)})`),
  },
  {
    // What a workflow told the team about the contact (a "notify" step names them).
    name: 'notifications',
    table: 'notifications',
    collect: (db, s) => rows(db, sql`
      SELECT t.id, t.user_id, t.title, t.body, t.link, t.created_at FROM notifications t
      WHERE t.company_id = ${s.companyId} AND split_part(t.source_key, ':', 1) IN (SELECT id::text FROM (${runsOf(s)}) r) ORDER BY t.created_at`),
    erase: (tx, s) => affected(tx, sql`
      DELETE FROM notifications t WHERE t.company_id = ${s.companyId} AND split_part(t.source_key, ':', 1) IN (SELECT id::text FROM (${runsOf(s)}) r)`),
  },
  contactTable('adConversions', 'offline_conversions', sql`
    t.id, t.stage_id, t.stage_name, t.platform, t.status, t.attempts, t.click_id, t.campaign_name, t.event_name, t.destination,
    t.value, t.currency, t.occurred_at, t.sent_at, t.error, t.created_at`, sql`t.created_at`),
  {
    name: 'adConversionUploads',
    table: 'campaign_conversion_uploads',
    collect: (db, s) => rows(db, sql`
      SELECT t.id, t.conversion_id, t.gclid, t.conversion_date_time, t.value, t.order_id, t.result, t.error, t.created_at
      FROM campaign_conversion_uploads t JOIN campaign_conversions c ON c.id = t.conversion_id
      WHERE c.company_id = ${s.companyId} AND t.contact_id = ${s.contactId} ORDER BY t.created_at`),
    erase: (tx, s) => affected(tx, sql`
      DELETE FROM campaign_conversion_uploads t USING campaign_conversions c
      WHERE c.id = t.conversion_id AND c.company_id = ${s.companyId} AND t.contact_id = ${s.contactId}`),
  },
  contactTable('integrationEvents', 'integration_events', sql`t.id, t.kind, t.type, t.summary, t.data, t.error, t.created_at`, sql`t.created_at`),
];
