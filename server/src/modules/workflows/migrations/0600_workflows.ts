import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE workflows (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text NOT NULL DEFAULT '',
      trigger_type text NOT NULL,
      trigger_property text,
      trigger_value text,
      settings jsonb NOT NULL DEFAULT '{}'::jsonb,
      tasks jsonb NOT NULL,
      status text NOT NULL DEFAULT 'draft',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  // An event looks up the company's active workflows of its trigger type.
  await sql`CREATE INDEX workflows_trigger ON workflows (company_id, trigger_type) WHERE status = 'active'`.execute(db);
  await sql`CREATE INDEX workflows_company ON workflows (company_id, created_at DESC)`.execute(db);

  // One row per run ("execution"). tasks: the graph as it was when the run started. The contact
  // may be deleted later (SET NULL): its name stays for the log. wait_event / wait_job_id: what a
  // waiting run waits for and the scheduled job that ends the wait (cancelled on terminate).
  // trigger_key: what enrolled it (the event job, a date occurrence), so a redelivered event or
  // the same date never enrolls twice.
  await sql`
    CREATE TABLE workflow_runs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      workflow_id uuid NOT NULL REFERENCES workflows(id) ON DELETE CASCADE,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      contact_id uuid REFERENCES contacts(id) ON DELETE SET NULL,
      contact_name text NOT NULL DEFAULT '',
      enrolled_by text NOT NULL,
      tasks jsonb NOT NULL,
      status text NOT NULL,
      current_step_id text,
      resume_at timestamptz,
      wait_event text,
      wait_job_id uuid,
      trigger_key text,
      error text,
      started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      updated_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      ended_at timestamptz
    )`.execute(db);
  // A contact is in at most one run of a workflow at a time (test runs aside: they are the
  // builder's preview, not an enrollment).
  await sql`
    CREATE UNIQUE INDEX workflow_runs_one_active ON workflow_runs (workflow_id, contact_id)
    WHERE status IN ('running', 'waiting', 'paused') AND enrolled_by <> 'test'`.execute(db);
  await sql`CREATE UNIQUE INDEX workflow_runs_trigger_key ON workflow_runs (workflow_id, contact_id, trigger_key) WHERE trigger_key IS NOT NULL`.execute(db);
  await sql`CREATE INDEX workflow_runs_workflow ON workflow_runs (workflow_id, started_at DESC)`.execute(db);
  await sql`CREATE INDEX workflow_runs_contact ON workflow_runs (contact_id, started_at DESC) WHERE contact_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX workflow_runs_waiting ON workflow_runs (company_id, contact_id, wait_event) WHERE status = 'waiting' AND wait_event IS NOT NULL`.execute(db);
  await sql`CREATE INDEX workflow_runs_in_flight ON workflow_runs (status, updated_at) WHERE status IN ('running', 'waiting', 'paused')`.execute(db);

  // A run's step log. (run_id, step_id, visit) is the step's identity across attempts and
  // crashes: its idempotency key. Graphs have no loops, so visit is 1 today; it keeps the key
  // unique should a step ever be visited again.
  await sql`
    CREATE TABLE workflow_run_steps (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      run_id uuid NOT NULL REFERENCES workflow_runs(id) ON DELETE CASCADE,
      step_id text NOT NULL,
      step_type text NOT NULL,
      visit integer NOT NULL DEFAULT 1,
      attempt integer NOT NULL DEFAULT 1,
      status text NOT NULL,
      input jsonb,
      output jsonb,
      error text,
      started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      ended_at timestamptz,
      UNIQUE (run_id, step_id, visit)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE workflow_run_steps`.execute(db);
  await sql`DROP TABLE workflow_runs`.execute(db);
  await sql`DROP TABLE workflows`.execute(db);
}
