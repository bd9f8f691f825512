import { sql, type Kysely } from 'kysely';

// A comment's author may be erased (their account deleted, issue 17). author_id went NULL by its
// foreign key but author_name kept the person's name, shown in every company they had written in.
// Now when author_id goes NULL that way (nothing else ever clears it) a trigger blanks the name and
// marks the comment `author_erased`: the app shows a translated "Deleted user". Comments no user
// wrote (a workflow, Calendly: author_id NULL from the start) keep their name. Comments of authors
// erased before this migration cannot be told from those and keep what they had.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE contact_comments ADD COLUMN author_erased boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE FUNCTION contact_comment_author_erased() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.author_id IS NULL AND OLD.author_id IS NOT NULL THEN
        NEW.author_name := '';
        NEW.author_erased := true;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER contact_comment_author_erased BEFORE UPDATE OF author_id ON contact_comments
      FOR EACH ROW EXECUTE FUNCTION contact_comment_author_erased()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER contact_comment_author_erased ON contact_comments`.execute(db);
  await sql`DROP FUNCTION contact_comment_author_erased()`.execute(db);
  await sql`ALTER TABLE contact_comments DROP COLUMN author_erased`.execute(db);
}
