import { sql, type Kysely } from 'kysely';

/**
 * The sandbox ad platform's own storage: what Google would hold for each customer account. The
 * product's tables never join these; only the sandbox connector reads them, as it would call Google.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Ids the platform hands out (campaigns, budgets, criteria, assets…), one series like Google's.
  await sql`CREATE SEQUENCE ads_sandbox_ids START 100000001`.execute(db);
  await sql`
    CREATE TABLE ads_sandbox_resources (
      resource_name text PRIMARY KEY,
      customer_id text NOT NULL,
      entity text NOT NULL,
      -- The campaign, ad group or asset group the resource hangs from (null for top-level ones).
      parent text,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX ads_sandbox_resources_customer ON ads_sandbox_resources (customer_id, entity)`.execute(db);
  await sql`CREATE INDEX ads_sandbox_resources_parent ON ads_sandbox_resources (parent) WHERE parent IS NOT NULL`.execute(db);
  // What each campaign looked like from a day on: metrics of a day follow the state in force then.
  await sql`
    CREATE TABLE ads_sandbox_campaign_days (
      campaign text NOT NULL,
      effective_date date NOT NULL,
      state jsonb NOT NULL,
      PRIMARY KEY (campaign, effective_date)
    )`.execute(db);
  // Geo target constants as the sandbox hands them out for the product's locations (getLocations
  // ids): Google keeps such a table of its own (GeoTargetConstantService).
  await sql`
    CREATE TABLE ads_sandbox_geo_targets (
      id bigint GENERATED ALWAYS AS IDENTITY (START WITH 9000001) PRIMARY KEY,
      location_id text NOT NULL UNIQUE,
      name text NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE ads_sandbox_recommendation_marks (
      customer_id text NOT NULL,
      recommendation text NOT NULL,
      mark text NOT NULL CHECK (mark IN ('applied', 'dismissed')),
      at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (customer_id, recommendation)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE ads_sandbox_recommendation_marks, ads_sandbox_geo_targets, ads_sandbox_campaign_days, ads_sandbox_resources`.execute(db);
  await sql`DROP SEQUENCE ads_sandbox_ids`.execute(db);
}
