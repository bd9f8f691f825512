import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pipelines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX pipelines_company ON pipelines (company_id, position)`.execute(db);
  await sql`
    CREATE TABLE pipeline_stages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      pipeline_id uuid NOT NULL REFERENCES pipelines(id) ON DELETE CASCADE,
      name text NOT NULL,
      color text,
      position integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX pipeline_stages_pipeline ON pipeline_stages (pipeline_id, position)`.execute(db);
  // One stage per pipeline per contact: the primary key says so.
  await sql`
    CREATE TABLE contact_pipeline_stages (
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      pipeline_id uuid NOT NULL REFERENCES pipelines(id) ON DELETE CASCADE,
      stage_id uuid NOT NULL REFERENCES pipeline_stages(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      assigned_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (contact_id, pipeline_id)
    )`.execute(db);
  await sql`CREATE INDEX contact_pipeline_stages_stage ON contact_pipeline_stages (stage_id, contact_id)`.execute(db);
  await sql`CREATE INDEX contact_pipeline_stages_pipeline ON contact_pipeline_stages (pipeline_id, contact_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_pipeline_stages`.execute(db);
  await sql`DROP TABLE pipeline_stages`.execute(db);
  await sql`DROP TABLE pipelines`.execute(db);
}
