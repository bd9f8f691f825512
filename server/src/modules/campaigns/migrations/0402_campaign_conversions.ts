import { sql, type Kysely } from 'kysely';

/** The company's conversion actions (kept on the ad platform; here which company owns which) and offline uploads. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE campaign_conversions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      customer_id text NOT NULL,
      platform_action text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX campaign_conversions_company ON campaign_conversions (company_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE campaign_conversion_uploads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversion_id uuid NOT NULL REFERENCES campaign_conversions(id) ON DELETE CASCADE,
      gclid text NOT NULL,
      conversion_date_time text NOT NULL,
      value numeric,
      order_id text,
      result text NOT NULL CHECK (result IN ('accepted', 'rejected')),
      error text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX campaign_conversion_uploads_conversion ON campaign_conversion_uploads (conversion_id, created_at DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE campaign_conversion_uploads, campaign_conversions`.execute(db);
}
