import { sql, type Kysely } from 'kysely';

// Migration 0821 blanks the name on a comment when its author's account is erased, from then on.
// Comments of authors erased before it still carry the person's name with author_id NULL. They can
// be told apart now: every comment no user wrote carries a source key (workflow steps, Calendly,
// Facebook lead ads; Calendly and Facebook always did), and a person's comment never does. The one
// exception is a workflow's comment written before keys existed (a few hours of 2026-11-26): it
// is signed with the workflow's name, so a name that is one of the company's workflows is kept.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // author_name is not author_id: 0821's trigger (BEFORE UPDATE OF author_id) does not fire here.
  await sql`
    UPDATE contact_comments c SET author_name = '', author_erased = true
    WHERE c.author_id IS NULL AND c.source_key IS NULL AND NOT c.author_erased
      AND NOT EXISTS (SELECT 1 FROM workflows w WHERE w.company_id = c.company_id AND w.name = c.author_name)`.execute(db);
}

// The names are gone: nothing to restore.
export async function down(): Promise<void> {}
