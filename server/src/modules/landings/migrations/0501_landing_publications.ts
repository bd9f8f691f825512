import { sql, type Kysely } from 'kysely';

/**
 * What a published landing serves: the complete HTML document rendered at publish time, its ETag
 * and its gzip and brotli forms (compressed once, here, rather than on every request). One row per
 * published landing, out of the landings row so lists never read it; unpublishing deletes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE landing_publications (
      landing_id uuid PRIMARY KEY REFERENCES landings(id) ON DELETE CASCADE,
      document text NOT NULL,
      etag text NOT NULL,
      gzip bytea NOT NULL,
      br bytea NOT NULL,
      published_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE landing_publications`.execute(db);
}
