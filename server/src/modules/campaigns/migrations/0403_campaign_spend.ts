import { sql, type Kysely } from 'kysely';

/** How far each company's ad spend on an account under the product's manager has been paid. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE campaign_spend_settlements (
      company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      settled_until date NOT NULL,
      amount_cents bigint NOT NULL,
      currency text NOT NULL,
      provider_ref text,
      settled_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE campaign_spend_settlements`.execute(db);
}
