import { sql, type Kysely } from 'kysely';

/**
 * Which of the company's Meta pixels a landing carries once published (landings.pixels.ts): NULL
 * is every pixel of the company, including ones added later (the behaviour before this column, so
 * existing landings keep it); an array is exactly those (empty: none). Only ids of the company's
 * added pixels are kept: deleting a company pixel takes it out of every choice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE landings ADD COLUMN pixel_ids text[]`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE landings DROP COLUMN pixel_ids`.execute(db);
}
