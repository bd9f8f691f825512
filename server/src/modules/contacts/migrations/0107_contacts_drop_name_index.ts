import { sql, type Kysely } from 'kysely';

// The (company_id, name, surname, id) index made the planner walk every contact in name order
// for filtered lists instead of using the search and custom-property indexes (see
// contactOrder in contacts.filters.ts); it also slowed imports. Filtered lists now sort by
// lower(name) after filtering.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS contacts_company_name`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS contacts_company_name ON contacts (company_id, name, surname, id)`.execute(db);
}
