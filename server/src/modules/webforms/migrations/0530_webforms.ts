import { sql, type Kysely } from 'kysely';

/**
 * Tracking and web forms: each company's public site key, its visitors (a first-party id the
 * script keeps only with consent), their events, the forms seen, the submissions and the
 * attribution kept on each contact. Events without consent carry no visitor (cookieless pings).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE tracking_sites (
      company_id uuid PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
      site_key text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE tracking_visitors (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      visitor_key text NOT NULL,
      contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
      first_touch jsonb,
      last_touch jsonb,
      first_seen_at timestamptz NOT NULL DEFAULT now(),
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (company_id, visitor_key)
    )`.execute(db);
  await sql`CREATE INDEX tracking_visitors_contact ON tracking_visitors (company_id, contact_id) WHERE contact_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX tracking_visitors_seen ON tracking_visitors (company_id, last_seen_at DESC)`.execute(db);
  await sql`
    CREATE TABLE webforms (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      landing_id uuid REFERENCES landings(id) ON DELETE SET NULL,
      site text NOT NULL DEFAULT '',
      form_key text NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // A landing deleted later keeps its forms' submissions; the key then stays unique by site.
  await sql`CREATE UNIQUE INDEX webforms_identity ON webforms (company_id, coalesce(landing_id::text, ''), site, form_key)`.execute(db);
  await sql`
    CREATE TABLE webform_submissions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      form_id uuid NOT NULL REFERENCES webforms(id) ON DELETE CASCADE,
      landing_id uuid REFERENCES landings(id) ON DELETE SET NULL,
      visitor_id uuid REFERENCES tracking_visitors(id) ON DELETE SET NULL,
      contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
      status text NOT NULL DEFAULT 'new',
      notes text NOT NULL DEFAULT '',
      fields jsonb NOT NULL,
      email text,
      phone text,
      consent_given boolean NOT NULL,
      consent_text text,
      consent_at timestamptz,
      source text NOT NULL,
      first_touch jsonb,
      last_touch jsonb,
      page_url text,
      user_agent text,
      search_text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX webform_submissions_company ON webform_submissions (company_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX webform_submissions_contact ON webform_submissions (contact_id) WHERE contact_id IS NOT NULL`.execute(db);
  await sql`
    CREATE TABLE tracking_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      visitor_id uuid REFERENCES tracking_visitors(id) ON DELETE CASCADE,
      landing_id uuid REFERENCES landings(id) ON DELETE SET NULL,
      submission_id uuid REFERENCES webform_submissions(id) ON DELETE SET NULL,
      type text NOT NULL,
      url text NOT NULL,
      title text,
      label text,
      href text,
      touch jsonb,
      ad_consent boolean NOT NULL DEFAULT false,
      analytics_consent boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX tracking_events_visitor ON tracking_events (visitor_id, created_at DESC)`.execute(db);
  await sql`CREATE INDEX tracking_events_landing ON tracking_events (company_id, landing_id, type)`.execute(db);
  await sql`
    CREATE TABLE contact_attribution (
      contact_id uuid PRIMARY KEY REFERENCES contacts(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      first_touch jsonb,
      last_touch jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_attribution, tracking_events, webform_submissions, webforms, tracking_visitors, tracking_sites`.execute(db);
}
