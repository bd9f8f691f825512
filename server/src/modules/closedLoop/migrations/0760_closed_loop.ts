import { sql, type Kysely } from 'kysely';

/**
 * The closed loop: which stage is which conversion (one rule per stage), and every conversion
 * reported to an ad platform — one row per contact, stage and platform, so a contact dragged back
 * and forth is reported once; its status is what the contact's timeline and the conversions
 * screen show.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE conversion_rules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      stage_id uuid NOT NULL UNIQUE REFERENCES pipeline_stages (id) ON DELETE CASCADE,
      google_conversion_id uuid REFERENCES campaign_conversions (id) ON DELETE SET NULL,
      meta_pixel_id text,
      meta_event_name text,
      value numeric,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((meta_pixel_id IS NULL) = (meta_event_name IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX conversion_rules_company ON conversion_rules (company_id)`.execute(db);
  await sql`
    CREATE TABLE offline_conversions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
      contact_id uuid NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
      stage_id uuid NOT NULL,
      stage_name text,
      platform text NOT NULL CHECK (platform IN ('google', 'meta')),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'waiting', 'sent', 'rejected', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      click_id text,
      campaign_name text,
      google_conversion_id uuid,
      meta_pixel_id text,
      event_name text,
      destination text,
      value numeric,
      currency text NOT NULL,
      occurred_at timestamptz NOT NULL,
      next_attempt_at timestamptz,
      sent_at timestamptz,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (contact_id, stage_id, platform)
    )`.execute(db);
  await sql`CREATE INDEX offline_conversions_company ON offline_conversions (company_id, created_at DESC)`.execute(db);
  // An automatic upload shows in the action's uploads with the contact it was for.
  await sql`ALTER TABLE campaign_conversion_uploads ADD COLUMN contact_id uuid REFERENCES contacts (id) ON DELETE SET NULL`.execute(db);
}
