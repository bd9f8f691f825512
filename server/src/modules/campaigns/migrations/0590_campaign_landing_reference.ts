import { sql, type Kysely } from 'kysely';

/**
 * A campaign's landing becomes a real reference now that landings exist (0500): deleting a landing
 * leaves its campaigns running on their final URL, without a landing. Numbered after 0500 because
 * the order across modules is the number's.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE campaigns SET landing_id = NULL WHERE landing_id IS NOT NULL AND landing_id NOT IN (SELECT id FROM landings)`.execute(db);
  await sql`
    ALTER TABLE campaigns ADD CONSTRAINT campaigns_landing_id_fkey
      FOREIGN KEY (landing_id) REFERENCES landings(id) ON DELETE SET NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE campaigns DROP CONSTRAINT campaigns_landing_id_fkey`.execute(db);
}
