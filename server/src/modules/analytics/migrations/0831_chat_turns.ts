import { sql, type Kysely } from 'kysely';
import { bucketOf, createCountingTriggers, onChatMessageMoved } from '../../../db/countingTriggers';

/**
 * Chat response times at five million messages (issue 16 §4): each contact "turn" — an incoming
 * message that follows a person's reply or opens the conversation — with the first reply a person
 * sent after it (chatbot and automated messages, with no sender, neither answer nor end a turn),
 * kept by triggers instead of found by a window over every message on each read.
 *
 * The triggers rebuild a conversation's turns from the earliest message a statement touched (or
 * from its open turn, whichever is earlier): in the usual case, one message arriving in order, that
 * is the open turn and the message itself. Messages arriving out of order (retried webhooks,
 * imported history) rebuild from where they land, so the turns always equal what the messages say.
 * The conversation row is locked first, so two messages of one conversation written at once are
 * folded in one after the other, each seeing the other's.
 *
 * Analytics traffic counts (messages in and out per hour, and per sender) are kept the same way,
 * per hour and per UTC day, as migration 0830 does for contacts.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE chat_turns (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      conversation_id uuid NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
      company_id uuid NOT NULL,
      asked_at timestamptz NOT NULL,
      answered_at timestamptz,
      answered_by uuid
    )`.execute(db);
  await sql`CREATE INDEX chat_turns_asked ON chat_turns (company_id, asked_at) INCLUDE (answered_at, answered_by)`.execute(db);
  await sql`CREATE INDEX chat_turns_conversation ON chat_turns (conversation_id, asked_at)`.execute(db);
  // Who wrote to which conversations in a range (collaborators' conversations), index-only.
  await sql`CREATE INDEX chat_messages_people_out ON chat_messages (company_id, created_at) INCLUDE (sent_by, conversation_id) WHERE direction = 'out' AND sent_by IS NOT NULL`.execute(db);

  await sql`
    CREATE FUNCTION chat_turns_rebuild(conv uuid, since timestamptz) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      start_at timestamptz;
      before_start text;
      company uuid;
    BEGIN
      SELECT company_id INTO company FROM chat_conversations WHERE id = conv FOR NO KEY UPDATE;
      IF NOT FOUND THEN RETURN; END IF;
      -- Turns the new messages may change: those asked since, still open, or answered since.
      SELECT least(since, min(asked_at)) INTO start_at FROM chat_turns
      WHERE conversation_id = conv AND (asked_at >= since OR answered_at IS NULL OR answered_at >= since);
      DELETE FROM chat_turns WHERE conversation_id = conv AND asked_at >= start_at;
      -- The last message that counts before the rebuild: a turn needs a reply (or nothing) before it.
      SELECT direction INTO before_start FROM chat_messages
      WHERE conversation_id = conv AND (direction = 'in' OR sent_by IS NOT NULL) AND created_at < start_at
      ORDER BY created_at DESC, id DESC LIMIT 1;
      INSERT INTO chat_turns (conversation_id, company_id, asked_at, answered_at, answered_by)
      SELECT conv, company, a.created_at, r.created_at, r.sent_by FROM (
        SELECT m.id, m.created_at, m.direction, lag(m.direction) OVER (ORDER BY m.created_at, m.id) AS previous
        FROM chat_messages m
        WHERE m.conversation_id = conv AND (m.direction = 'in' OR m.sent_by IS NOT NULL) AND m.created_at >= start_at
      ) a
      LEFT JOIN LATERAL (
        SELECT o.created_at, o.sent_by FROM chat_messages o
        WHERE o.conversation_id = conv AND o.direction = 'out' AND o.sent_by IS NOT NULL AND (o.created_at, o.id) > (a.created_at, a.id)
        ORDER BY o.created_at, o.id LIMIT 1
      ) r ON true
      WHERE a.direction = 'in' AND coalesce(a.previous, before_start, 'out') = 'out';
    END $$`.execute(db);

  const rebuild = (rows: string) => `
    PERFORM chat_turns_rebuild(conversation_id, min(created_at)) FROM ${rows}
    WHERE direction = 'in' OR sent_by IS NOT NULL GROUP BY conversation_id ORDER BY conversation_id;`;
  await sql`
    CREATE FUNCTION chat_turns_follow() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${sql.raw(rebuild('new_rows'))}
      ELSE
        ${sql.raw(rebuild('old_rows'))}
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER chat_turns_inserted AFTER INSERT ON chat_messages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_turns_follow()`.execute(db);
  await sql`CREATE TRIGGER chat_turns_deleted AFTER DELETE ON chat_messages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION chat_turns_follow()`.execute(db);
  // A sender removed (a deleted user: ON DELETE SET NULL) or a message moved in time changes turns.
  await sql`
    CREATE FUNCTION chat_turns_message_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM chat_turns_rebuild(NEW.conversation_id, least(OLD.created_at, NEW.created_at));
      RETURN NULL;
    END $$`.execute(db);
  await onChatMessageMoved(db, 'chat_turns_message_changed', 'chat_turns_message_changed');

  // Messages per hour and per UTC day, direction and sender (NULL: the contact, or a chatbot).
  for (const bucket of ['hour', 'day'] as const) {
    await sql`
      CREATE TABLE ${sql.id(`analytics_chat_${bucket}s`)} (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ${sql.raw(bucket)} timestamptz NOT NULL,
        direction text NOT NULL,
        sent_by uuid,
        messages integer NOT NULL
      )`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.id(`analytics_chat_${bucket}s_key`)} ON ${sql.id(`analytics_chat_${bucket}s`)} (company_id, ${sql.raw(bucket)}, direction, sent_by) NULLS NOT DISTINCT`.execute(db);
  }
  await createCountingTriggers(db, {
    fn: 'analytics_chat_counted', source: 'chat_messages', prefix: 'analytics_chat', columns: 'company_id, created_at, direction, sent_by',
    counted: (['hour', 'day'] as const).map((bucket) => ({
      table: `analytics_chat_${bucket}s`, total: 'messages',
      keys: [{ column: 'company_id', from: 'company_id' }, { column: bucket, from: bucketOf(`1 ${bucket}`, 'created_at') }, { column: 'direction', from: 'direction' }, { column: 'sent_by', from: 'sent_by' }],
    })),
  });

  // What exists today.
  await sql`SELECT chat_turns_rebuild(id, '-infinity') FROM chat_conversations ORDER BY id`.execute(db);
  for (const bucket of ['hour', 'day'] as const) {
    await sql`
      INSERT INTO ${sql.id(`analytics_chat_${bucket}s`)} (company_id, ${sql.raw(bucket)}, direction, sent_by, messages)
      SELECT company_id, date_bin(${`1 ${bucket}`}::interval, created_at, timestamptz '2000-01-01 00:00:00+00'), direction, sent_by, count(*)
      FROM chat_messages GROUP BY 1, 2, 3, 4`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER chat_turns_inserted ON chat_messages`.execute(db);
  await sql`DROP TRIGGER chat_turns_deleted ON chat_messages`.execute(db);
  await sql`DROP TRIGGER chat_turns_message_changed ON chat_messages`.execute(db);
  for (const op of ['insert', 'delete', 'update']) await sql`DROP TRIGGER ${sql.id(`analytics_chat_${op}`)} ON chat_messages`.execute(db);
  await sql`DROP TABLE analytics_chat_hours, analytics_chat_days`.execute(db);
  await sql`DROP FUNCTION analytics_chat_counted(), chat_turns_message_changed(), chat_turns_follow(), chat_turns_rebuild(uuid, timestamptz)`.execute(db);
  await sql`DROP INDEX chat_messages_people_out`.execute(db);
  await sql`DROP TABLE chat_turns`.execute(db);
}
