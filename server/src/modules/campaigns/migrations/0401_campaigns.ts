import { sql, type Kysely } from 'kysely';

/**
 * What the product keeps of each campaign (the ad platform holds the campaign itself): which
 * company and landing it belongs to, its platform resource, its wizard answers; and unfinished
 * wizards. The linked account's currency and time zone are kept with the company at link time.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE companies ADD COLUMN ads_currency text NOT NULL DEFAULT 'EUR', ADD COLUMN ads_timezone text NOT NULL DEFAULT 'Europe/Madrid'`.execute(db);
  await sql`
    CREATE TABLE campaigns (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      customer_id text NOT NULL,
      platform_campaign text NOT NULL UNIQUE,
      type text NOT NULL CHECK (type IN ('search', 'pmax')),
      goal text NOT NULL,
      business_name text NOT NULL,
      landing_id uuid,
      wizard jsonb NOT NULL DEFAULT '{}',
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX campaigns_company ON campaigns (company_id, created_at DESC)`.execute(db);
  await sql`
    CREATE TABLE campaign_drafts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      type text NOT NULL CHECK (type IN ('search', 'pmax')),
      name text NOT NULL DEFAULT '',
      step int NOT NULL DEFAULT 0,
      answers jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX campaign_drafts_company ON campaign_drafts (company_id, updated_at DESC)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE campaign_drafts, campaigns`.execute(db);
  await sql`ALTER TABLE companies DROP COLUMN ads_currency, DROP COLUMN ads_timezone`.execute(db);
}
