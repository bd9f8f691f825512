import { sql, type Kysely } from 'kysely';

// Websites were once accepted with any scheme (javascript:, data:…): only http(s) addresses stay.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE companies SET website = NULL WHERE website IS NOT NULL AND website !~* '^https?://'`.execute(db);
}
