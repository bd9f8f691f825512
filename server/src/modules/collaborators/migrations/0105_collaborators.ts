import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE collaborator_invitations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      email text NOT NULL,
      name text NOT NULL DEFAULT '',
      surname text NOT NULL DEFAULT '',
      role text NOT NULL,
      wa_app_id text,
      -- Only the SHA-256 of the token is stored: a database reader cannot accept invitations.
      token_hash text NOT NULL UNIQUE,
      invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      accepted_at timestamptz,
      accepted_user_id uuid REFERENCES users(id) ON DELETE SET NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX collaborator_invitations_pending ON collaborator_invitations (company_id, lower(email)) WHERE accepted_at IS NULL`.execute(db);
  await sql`
    CREATE TABLE collaborator_settings (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      wa_app_id text,
      PRIMARY KEY (company_id, user_id)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE collaborator_settings`.execute(db);
  await sql`DROP TABLE collaborator_invitations`.execute(db);
}
