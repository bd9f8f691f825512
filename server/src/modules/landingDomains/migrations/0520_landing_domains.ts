import { sql, type Kysely } from 'kysely';

/**
 * Custom domains of landings (0520–0529 are this module's). A domain names one landing across
 * every company (unique), is stored lower-case ASCII, and serves only once verified. The last
 * check's findings are kept so the app can say which record is missing or wrong.
 * sandbox_dns_records is the sandbox's own DNS: what a user "creates at their DNS host" there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE landing_domains (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      landing_id uuid NOT NULL REFERENCES landings(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      domain text NOT NULL CHECK (domain = lower(domain) AND length(domain) BETWEEN 3 AND 253),
      verification_token text NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified')),
      -- {routing, verification}: ok | missing | wrong, as the last lookup found them.
      last_check jsonb,
      check_error text CHECK (check_error IN ('timeout')),
      last_checked_at timestamptz,
      verified_at timestamptz,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX landing_domains_domain ON landing_domains (domain)`.execute(db);
  await sql`CREATE INDEX landing_domains_landing ON landing_domains (landing_id, created_at)`.execute(db);
  await sql`
    CREATE TABLE sandbox_dns_records (
      name text NOT NULL,
      type text NOT NULL CHECK (type IN ('A', 'CNAME', 'TXT')),
      value text NOT NULL,
      PRIMARY KEY (name, type, value)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE sandbox_dns_records`.execute(db);
  await sql`DROP TABLE landing_domains`.execute(db);
}
