import { sql, type Kysely } from 'kysely';
import { bucketOf, createCountingTriggers } from '../../../db/countingTriggers';

/**
 * The dashboard at a million contacts (issue 16 §4): what a contact counts as, kept once instead of
 * worked out per contact on every read, and hourly counts of new contacts kept exact by triggers.
 *
 * - `contact_analytics`: one row per contact — its creation instant, its source class (the
 *   dashboard's CONTACT_SOURCES: first-touch click ids, then UTM, then contacts.source) and its
 *   first-touch UTM. Written by triggers on contacts and contact_attribution (every writer: forms,
 *   imports, chat, integrations, the API, tests writing SQL), deleted with the contact.
 * - `analytics_contact_hours` / `analytics_utm_hours`: contacts per hour (UTC hour starts) and source,
 *   and per hour and UTM combination; `analytics_utm_days` the same per UTC day, so a year of
 *   UTM counts is ~365 rows per combination. Kept by statement triggers on contact_analytics in the
 *   writer's transaction, so a count is never ahead of or behind the rows a list shows.
 *
 * A figure over [from, to) sums the buckets inside the range; the service only does so when the
 * range's day boundaries fall on whole UTC hours (every zone with whole-hour offsets), otherwise
 * it counts contact_analytics itself. The contact lists behind the figures read contact_analytics
 * with the same conditions (segments.ts), so figure and list agree by construction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // What CONTACT_SOURCES means, in one place for triggers and backfill. A migration is a
  // snapshot: these lists are the ones segments.ts used when it computed this per read.
  await sql`
    CREATE FUNCTION analytics_source_class(src text, touch jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE
        WHEN coalesce(touch ->> 'gclid', '') <> '' THEN 'google_ads'
        WHEN coalesce(touch ->> 'fbclid', '') <> '' THEN 'meta_ads'
        WHEN coalesce(touch ->> 'utm_source', '') || coalesce(touch ->> 'utm_medium', '') || coalesce(touch ->> 'utm_campaign', '')
          || coalesce(touch ->> 'utm_term', '') || coalesce(touch ->> 'utm_content', '') <> '' THEN 'utm'
        WHEN lower(src) = 'webform' THEN 'form'
        WHEN lower(src) = 'whatsapp' THEN 'chat'
        WHEN lower(src) IN ('import', 'importación', 'importacion') THEN 'import'
        WHEN lower(src) IN ('facebook_lead', 'facebook', 'lead_ads', 'calendly', 'gmail', 'integration') THEN 'integration'
        ELSE 'manual' END
    $$`.execute(db);

  await sql`
    CREATE TABLE contact_analytics (
      contact_id uuid PRIMARY KEY REFERENCES contacts(id) ON DELETE CASCADE,
      company_id uuid NOT NULL,
      created_at timestamptz NOT NULL,
      source text NOT NULL,
      utm_source text,
      utm_medium text,
      utm_campaign text
    )`.execute(db);
  await sql`CREATE INDEX contact_analytics_created ON contact_analytics (company_id, created_at) INCLUDE (source, utm_source, utm_medium, utm_campaign)`.execute(db);
  await sql`CREATE INDEX contact_analytics_campaign ON contact_analytics (company_id, lower(utm_campaign), created_at) WHERE utm_campaign IS NOT NULL`.execute(db);

  for (const [table, key, bucket] of [
    ['analytics_contact_hours', 'source text NOT NULL', 'hour'],
    ['analytics_utm_hours', 'utm_source text, utm_medium text, utm_campaign text', 'hour'],
    ['analytics_utm_days', 'utm_source text, utm_medium text, utm_campaign text', 'day'],
  ] as const) {
    await sql`
      CREATE TABLE ${sql.id(table)} (
        company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
        ${sql.raw(bucket)} timestamptz NOT NULL,
        ${sql.raw(key)},
        contacts integer NOT NULL
      )`.execute(db);
    const columns = key.startsWith('source') ? 'source' : 'utm_source, utm_medium, utm_campaign';
    await sql`CREATE UNIQUE INDEX ${sql.id(`${table}_key`)} ON ${sql.id(table)} (company_id, ${sql.raw(bucket)}, ${sql.raw(columns)}) NULLS NOT DISTINCT`.execute(db);
  }

  // Facts of a set of contacts, recomputed from contacts and contact_attribution.
  await sql`
    CREATE FUNCTION analytics_contact_facts(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO contact_analytics AS ca (contact_id, company_id, created_at, source, utm_source, utm_medium, utm_campaign)
      SELECT c.id, c.company_id, c.created_at, analytics_source_class(c.source, a.first_touch),
        nullif(a.first_touch ->> 'utm_source', ''), nullif(a.first_touch ->> 'utm_medium', ''), nullif(a.first_touch ->> 'utm_campaign', '')
      FROM contacts c LEFT JOIN contact_attribution a ON a.contact_id = c.id
      WHERE c.id = ANY(ids)
      ORDER BY c.id
      ON CONFLICT (contact_id) DO UPDATE SET company_id = EXCLUDED.company_id, created_at = EXCLUDED.created_at, source = EXCLUDED.source,
        utm_source = EXCLUDED.utm_source, utm_medium = EXCLUDED.utm_medium, utm_campaign = EXCLUDED.utm_campaign
      WHERE (ca.company_id, ca.created_at, ca.source, ca.utm_source, ca.utm_medium, ca.utm_campaign)
        IS DISTINCT FROM (EXCLUDED.company_id, EXCLUDED.created_at, EXCLUDED.source, EXCLUDED.utm_source, EXCLUDED.utm_medium, EXCLUDED.utm_campaign);
    END $$`.execute(db);

  // New contacts: one statement for a whole import batch.
  await sql`
    CREATE FUNCTION analytics_contacts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_contact_facts(ARRAY(SELECT id FROM new_rows));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER analytics_contacts_inserted AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_contacts_inserted()`.execute(db);

  // A contact's or its first touch's change: row triggers that fire only when what counts changed
  // (contacts are edited all the time; their source and creation almost never).
  await sql`
    CREATE FUNCTION analytics_contact_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_contact_facts(ARRAY[NEW.id]);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER analytics_contact_changed AFTER UPDATE OF source, created_at, company_id ON contacts FOR EACH ROW
    WHEN (OLD.source IS DISTINCT FROM NEW.source OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.company_id IS DISTINCT FROM NEW.company_id)
    EXECUTE FUNCTION analytics_contact_changed()`.execute(db);
  await sql`
    CREATE FUNCTION analytics_touch_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_contact_facts(ARRAY[NEW.contact_id]);
      RETURN NULL;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER analytics_touch_changed AFTER UPDATE OF first_touch ON contact_attribution FOR EACH ROW
    WHEN (OLD.first_touch IS DISTINCT FROM NEW.first_touch) EXECUTE FUNCTION analytics_touch_changed()`.execute(db);
  await sql`
    CREATE FUNCTION analytics_touches_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_contact_facts(ARRAY(SELECT contact_id FROM new_rows WHERE first_touch IS NOT NULL));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER analytics_touches_inserted AFTER INSERT ON contact_attribution REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_touches_inserted()`.execute(db);
  // A deleted attribution row (deleted with its contact, the facts go by cascade and this finds no contact).
  await sql`
    CREATE FUNCTION analytics_touches_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM analytics_contact_facts(ARRAY(SELECT contact_id FROM old_rows));
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER analytics_touches_deleted AFTER DELETE ON contact_attribution REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_touches_deleted()`.execute(db);

  // The buckets follow contact_analytics (createCountingTriggers: per statement, in key order).
  const utm = ['utm_source', 'utm_medium', 'utm_campaign'].map((c) => ({ column: c, from: c }));
  await createCountingTriggers(db, {
    fn: 'analytics_facts_changed', source: 'contact_analytics', prefix: 'analytics_facts', columns: 'company_id, created_at, source, utm_source, utm_medium, utm_campaign',
    counted: [
      { table: 'analytics_contact_hours', keys: [{ column: 'company_id', from: 'company_id' }, { column: 'hour', from: bucketOf('1 hour', 'created_at') }, { column: 'source', from: 'source' }], total: 'contacts' },
      ...(['hour', 'day'] as const).map((bucket) => ({
        table: `analytics_utm_${bucket}s`, keys: [{ column: 'company_id', from: 'company_id' }, { column: bucket, from: bucketOf(`1 ${bucket}`, 'created_at') }, ...utm], total: 'contacts',
        where: '(utm_source IS NOT NULL OR utm_medium IS NOT NULL OR utm_campaign IS NOT NULL)',
      })),
    ],
  });

  // What exists today, through the same functions (the buckets fill from the facts' trigger).
  await sql`SELECT analytics_contact_facts(ARRAY(SELECT id FROM contacts))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER analytics_contacts_inserted ON contacts`.execute(db);
  await sql`DROP TRIGGER analytics_contact_changed ON contacts`.execute(db);
  await sql`DROP TRIGGER analytics_touches_inserted ON contact_attribution`.execute(db);
  await sql`DROP TRIGGER analytics_touch_changed ON contact_attribution`.execute(db);
  await sql`DROP TRIGGER analytics_touches_deleted ON contact_attribution`.execute(db);
  await sql`DROP TABLE contact_analytics, analytics_contact_hours, analytics_utm_hours, analytics_utm_days`.execute(db);
  await sql`DROP FUNCTION analytics_facts_changed(), analytics_touches_deleted(), analytics_touches_inserted(), analytics_touch_changed(),
    analytics_contact_changed(), analytics_contacts_inserted(), analytics_contact_facts(uuid[]), analytics_source_class(text, jsonb)`.execute(db);
}
