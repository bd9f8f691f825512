import { sql, type Kysely } from 'kysely';

/**
 * Calendly's webhook subscription of a connection (issue 16 §2): its URI (to delete it on
 * disconnect) and the signing key its deliveries are checked with, sealed like the tokens.
 * Lives here because the migrator reads connectors/<kind>/migrations (not nested module folders).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE calendly_subscriptions (
      connection_id uuid PRIMARY KEY REFERENCES integration_connections(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      subscription_uri text,
      signing_key_sealed text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS calendly_subscriptions`.execute(db);
}
