import { sql, type Kysely } from 'kysely';

// A message's sender may be erased (their account deleted, issue 17): sent_by goes NULL by its
// foreign key, and the name (read from users) with it. Without a mark the message would read as
// an automatic one (no sender); a trigger marks it `sender_erased` when sent_by goes NULL that way
// (nothing else clears it), so the app can sign it "Deleted user" in the reader's language.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE chat_messages ADD COLUMN sender_erased boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE FUNCTION chat_message_sender_erased() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.sent_by IS NULL AND OLD.sent_by IS NOT NULL THEN
        NEW.sender_erased := true;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER chat_message_sender_erased BEFORE UPDATE OF sent_by ON chat_messages
      FOR EACH ROW EXECUTE FUNCTION chat_message_sender_erased()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER chat_message_sender_erased ON chat_messages`.execute(db);
  await sql`DROP FUNCTION chat_message_sender_erased()`.execute(db);
  await sql`ALTER TABLE chat_messages DROP COLUMN sender_erased`.execute(db);
}
