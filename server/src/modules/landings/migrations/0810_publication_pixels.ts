import { sql, type Kysely } from 'kysely';

/**
 * The Meta pixels a published page carries (landings.pixels.ts): the ids written into its
 * document, so serving knows, without reading the page, whether its CSP must let Meta's script
 * in and which pixels the sandbox's event endpoint accepts for that page.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE landing_publications ADD COLUMN pixel_ids text[] NOT NULL DEFAULT '{}'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE landing_publications DROP COLUMN pixel_ids`.execute(db);
}
