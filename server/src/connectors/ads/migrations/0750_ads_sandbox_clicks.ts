import { sql, type Kysely } from 'kysely';

/**
 * The sandbox ad platform's clicks and the offline conversions uploaded for them. Google knows
 * which campaign each gclid came from; the sandbox must too, so an uploaded conversion is counted
 * in that campaign's statistics (on the click's day, as Google reports metrics.conversions).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE ads_sandbox_clicks (
      gclid text PRIMARY KEY,
      customer_id text NOT NULL,
      campaign text NOT NULL,
      clicked_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE ads_sandbox_click_conversions (
      id bigserial PRIMARY KEY,
      customer_id text NOT NULL,
      conversion_action text NOT NULL,
      gclid text NOT NULL REFERENCES ads_sandbox_clicks (gclid),
      campaign text NOT NULL,
      click_day date NOT NULL,
      conversion_date_time text NOT NULL,
      value numeric,
      order_id text,
      uploaded_at timestamptz NOT NULL DEFAULT now(),
      -- Google's duplicate rules: the same click, action and time, or the same order id, once.
      UNIQUE (conversion_action, gclid, conversion_date_time)
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX ads_sandbox_click_conversions_order ON ads_sandbox_click_conversions (conversion_action, order_id) WHERE order_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX ads_sandbox_click_conversions_campaign ON ads_sandbox_click_conversions (campaign, click_day)`.execute(db);
}
