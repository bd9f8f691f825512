import { sql, type Kysely } from 'kysely';

/**
 * Email figures at a million contacts (issue 16 §4): which contacts a real (not test) message was
 * sent to, opened by and clicked by — one row per message, type and contact instead of one per
 * event (a message is opened many times), stamped with the message's send time, so a range's
 * figures are index-only counts instead of a join of every event to its message.
 * Written by a trigger on email_events (every writer: sending, the pixel, the click redirect, the
 * provider's webhooks); gone with the message or the contact.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_outcomes (
      message_id uuid NOT NULL REFERENCES email_messages(id) ON DELETE CASCADE,
      type text NOT NULL,
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      company_id uuid NOT NULL,
      sent_at timestamptz NOT NULL,
      PRIMARY KEY (message_id, type, contact_id)
    )`.execute(db);
  await sql`CREATE INDEX email_outcomes_range ON email_outcomes (company_id, type, sent_at) INCLUDE (contact_id)`.execute(db);
  await sql`CREATE INDEX email_outcomes_contact ON email_outcomes (contact_id)`.execute(db);

  await sql`
    CREATE FUNCTION email_outcomes_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO email_outcomes (message_id, type, contact_id, company_id, sent_at)
      SELECT DISTINCT e.message_id, e.type, e.contact_id, m.company_id, m.created_at
      FROM new_rows e JOIN email_messages m ON m.id = e.message_id
      WHERE e.contact_id IS NOT NULL AND e.type IN ('sent', 'opened', 'clicked') AND NOT m.test
        AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = e.contact_id)
      ORDER BY 1, 2, 3
      ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER email_outcomes_follow AFTER INSERT ON email_events REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION email_outcomes_follow()`.execute(db);

  await sql`
    INSERT INTO email_outcomes (message_id, type, contact_id, company_id, sent_at)
    SELECT DISTINCT e.message_id, e.type, e.contact_id, m.company_id, m.created_at
    FROM email_events e JOIN email_messages m ON m.id = e.message_id JOIN contacts c ON c.id = e.contact_id
    WHERE e.type IN ('sent', 'opened', 'clicked') AND NOT m.test`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER email_outcomes_follow ON email_events`.execute(db);
  await sql`DROP FUNCTION email_outcomes_follow()`.execute(db);
  await sql`DROP TABLE email_outcomes`.execute(db);
}
