import { sql, type Kysely } from 'kysely';

// Names sort as people expect, not by byte: "Álvaro" with the A's, "Ñandú" after the N's (the
// Spanish alphabet, the product's first language; English order differs only there), case only
// breaking ties, and numbers by value ("Lista 2" before "Lista 10"). ICU ships with Postgres.
// The index serves a whole list sorted by name (a page of a million contacts walks it); filtered
// lists sort their matches instead (see contactOrder).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE COLLATION IF NOT EXISTS crm_natural (provider = icu, locale = 'es-u-kn-true')`.execute(db);
  await sql`CREATE INDEX contacts_company_name_natural ON contacts (company_id, (name COLLATE crm_natural), id)`.execute(db);
}
