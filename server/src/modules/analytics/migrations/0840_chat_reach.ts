import { sql, type Kysely } from 'kysely';
import { bucketOf, createCountingTriggers, onChatMessageMoved } from '../../../db/countingTriggers';

/**
 * How many contacts each collaborator wrote to in a range (issue 16 §4), without a distinct count
 * over every message of the range. Each message a person sent is kept in chat_reach with the
 * contact it went to and `prev_at`, when the same person last wrote to the same contact (in any of
 * its conversations; NULL: never before). A collaborator wrote to as many contacts in [f, t) as
 * they sent messages there whose `prev_at` is before f — each contact counted at its first message
 * of the range. That is a filtered count, and it adds up per day: analytics_reach_days keeps, per
 * UTC day, sender and day of `prev_at`, how many such messages there were, so a year reads a few
 * thousand rows (analytics.repository.ts `collaboratorReach`).
 *
 * `prev_at` of a sender and contact is recomputed over that pair's messages whenever one of them
 * is written, moved or removed, under an advisory lock on the pair: two messages of the pair
 * written at once are chained one after the other, each seeing the other.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE chat_reach (
      message_id uuid PRIMARY KEY REFERENCES chat_messages(id) ON DELETE CASCADE,
      company_id uuid NOT NULL,
      sent_by uuid NOT NULL,
      contact_id uuid NOT NULL,
      at timestamptz NOT NULL,
      prev_at timestamptz
    )`.execute(db);
  // A range's messages; the messages whose previous one fell in a range (the partial day before a range); a pair's chain.
  await sql`CREATE INDEX chat_reach_at ON chat_reach (company_id, at) INCLUDE (sent_by, prev_at)`.execute(db);
  await sql`CREATE INDEX chat_reach_prev ON chat_reach (company_id, prev_at) INCLUDE (sent_by, at) WHERE prev_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX chat_reach_pair ON chat_reach (sent_by, contact_id, at, message_id)`.execute(db);

  // Writers of a few pairs lock each pair, under their companies' lock taken shared; a statement
  // writing many pairs (an import, a bulk send, the seed) takes its companies' lock alone instead
  // of one advisory lock per pair (each a slot of the shared lock table).
  await sql`
    CREATE FUNCTION chat_reach_chain(companies uuid[], people uuid[], contacts uuid[]) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      pairs int;
    BEGIN
      SELECT count(*) INTO pairs FROM (SELECT DISTINCT * FROM unnest(people, contacts)) x;
      IF pairs > 64 THEN
        PERFORM pg_advisory_xact_lock(k) FROM (SELECT DISTINCT hashtextextended(c::text, 840) AS k FROM unnest(companies) AS c) x ORDER BY k;
      ELSE
        PERFORM pg_advisory_xact_lock_shared(k) FROM (SELECT DISTINCT hashtextextended(c::text, 840) AS k FROM unnest(companies) AS c) x ORDER BY k;
        PERFORM pg_advisory_xact_lock(k) FROM (
          SELECT DISTINCT hashtextextended(p.sent_by::text || p.contact_id::text, 841) AS k FROM unnest(people, contacts) AS p(sent_by, contact_id)
        ) x ORDER BY k;
      END IF;
      UPDATE chat_reach r SET prev_at = x.prev FROM (
        SELECT c.message_id, lag(c.at) OVER (PARTITION BY c.sent_by, c.contact_id ORDER BY c.at, c.message_id) AS prev
        FROM chat_reach c JOIN (SELECT DISTINCT * FROM unnest(people, contacts)) AS p(sent_by, contact_id) ON c.sent_by = p.sent_by AND c.contact_id = p.contact_id
      ) x WHERE r.message_id = x.message_id AND r.prev_at IS DISTINCT FROM x.prev;
    END $$`.execute(db);
  const chain = (rows: string) => `PERFORM chat_reach_chain(array_agg(company_id), array_agg(sent_by), array_agg(contact_id)) FROM ${rows};`;
  await sql`
    CREATE FUNCTION chat_reach_rechain() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(chain('new_rows'))}
      ELSE
        ${sql.raw(chain('old_rows'))}
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER chat_reach_rechain_insert AFTER INSERT ON chat_reach REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_reach_rechain()`.execute(db);
  await sql`CREATE TRIGGER chat_reach_rechain_delete AFTER DELETE ON chat_reach REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_reach_rechain()`.execute(db);

  // The messages a person sent, as they are written; a sender removed (a deleted user: ON DELETE
  // SET NULL), a direction changed or a message moved in time takes it out or puts it back.
  await sql`
    CREATE FUNCTION chat_reach_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO chat_reach (message_id, company_id, sent_by, contact_id, at)
      SELECT m.id, m.company_id, m.sent_by, cv.contact_id, m.created_at FROM new_rows m JOIN chat_conversations cv ON cv.id = m.conversation_id
      WHERE m.direction = 'out' AND m.sent_by IS NOT NULL ORDER BY m.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER chat_reach_inserted AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_reach_follow()`.execute(db);
  await sql`
    CREATE FUNCTION chat_reach_message_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM chat_reach WHERE message_id = NEW.id;
      INSERT INTO chat_reach (message_id, company_id, sent_by, contact_id, at)
      SELECT NEW.id, NEW.company_id, NEW.sent_by, cv.contact_id, NEW.created_at FROM chat_conversations cv
      WHERE cv.id = NEW.conversation_id AND NEW.direction = 'out' AND NEW.sent_by IS NOT NULL;
      RETURN NULL;
    END $$`.execute(db);
  await onChatMessageMoved(db, 'chat_reach_message_changed', 'chat_reach_message_changed');

  // Per UTC day, sender and UTC day of prev_at (NULL: a first message to the contact): how many messages.
  await sql`
    CREATE TABLE analytics_reach_days (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      day timestamptz NOT NULL,
      sent_by uuid NOT NULL,
      prev_day timestamptz,
      messages integer NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX analytics_reach_days_key ON analytics_reach_days (company_id, day, sent_by, prev_day) NULLS NOT DISTINCT`.execute(db);
  await createCountingTriggers(db, {
    fn: 'analytics_reach_counted', source: 'chat_reach', prefix: 'analytics_reach', columns: 'company_id, at, sent_by, prev_at',
    counted: [{
      table: 'analytics_reach_days', total: 'messages',
      keys: [{ column: 'company_id', from: 'company_id' }, { column: 'day', from: bucketOf('1 day', 'at') }, { column: 'sent_by', from: 'sent_by' }, { column: 'prev_day', from: bucketOf('1 day', 'prev_at') }],
    }],
  });

  // What exists today: the rows with their chains computed in one pass, then counted.
  await sql`ALTER TABLE chat_reach DISABLE TRIGGER USER`.execute(db);
  await sql`
    INSERT INTO chat_reach (message_id, company_id, sent_by, contact_id, at, prev_at)
    SELECT m.id, m.company_id, m.sent_by, cv.contact_id, m.created_at,
      lag(m.created_at) OVER (PARTITION BY m.sent_by, cv.contact_id ORDER BY m.created_at, m.id)
    FROM chat_messages m JOIN chat_conversations cv ON cv.id = m.conversation_id
    WHERE m.direction = 'out' AND m.sent_by IS NOT NULL`.execute(db);
  await sql`ALTER TABLE chat_reach ENABLE TRIGGER USER`.execute(db);
  await sql`
    INSERT INTO analytics_reach_days (company_id, day, sent_by, prev_day, messages)
    SELECT company_id, ${sql.raw(bucketOf('1 day', 'at'))}, sent_by, ${sql.raw(bucketOf('1 day', 'prev_at'))}, count(*) FROM chat_reach GROUP BY 1, 2, 3, 4`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER chat_reach_inserted ON chat_messages`.execute(db);
  await sql`DROP TRIGGER chat_reach_message_changed ON chat_messages`.execute(db);
  await sql`DROP TABLE analytics_reach_days, chat_reach`.execute(db);
  await sql`DROP FUNCTION analytics_reach_counted(), chat_reach_message_changed(), chat_reach_follow(), chat_reach_rechain(), chat_reach_chain(uuid[], uuid[], uuid[])`.execute(db);
}
