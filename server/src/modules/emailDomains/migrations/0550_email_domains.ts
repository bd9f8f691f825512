import { sql, type Kysely } from 'kysely';

/**
 * Sending domains of companies (0550–0559 are this module's). A company adds a domain once
 * (unique per company; two companies may each prove the same domain), stored lower-case ASCII.
 * Each has its own DKIM key pair: the public half is published, the private half is kept only
 * encrypted (AES-256-GCM, see dkimKeys.ts) and is never answered. The last check's findings per
 * record ({spf, dkim, dmarc, return_path}: {state, found}) are kept so the app can say what is wrong.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_domains (
      id uuid PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL CHECK (name = lower(name) AND length(name) BETWEEN 3 AND 253),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'failed')),
      dkim_selector text NOT NULL,
      -- Base64 of the DER SubjectPublicKeyInfo: the DKIM record's p= value.
      dkim_public_key text NOT NULL,
      -- 'v1:' + base64(iv | tag | ciphertext) of the PKCS#8 PEM; bound to the row's id.
      dkim_private_key_encrypted text NOT NULL,
      last_check jsonb,
      check_error text CHECK (check_error IN ('timeout')),
      last_checked_at timestamptz,
      verified_at timestamptz,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX email_domains_company_name ON email_domains (company_id, name)`.execute(db);
  await sql`CREATE INDEX email_domains_recheck ON email_domains (status, last_checked_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE email_domains`.execute(db);
}
