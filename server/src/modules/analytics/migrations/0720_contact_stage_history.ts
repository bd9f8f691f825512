import { sql, type Kysely } from 'kysely';

/**
 * Every stay of a contact in a pipeline stage: entered_at, and left_at once it moved on or left
 * the pipeline (NULL while it is still there). Written by a trigger on contact_pipeline_stages,
 * not by the services: stages change in many places (assign, move all contacts of a stage, remove,
 * contact create with stages, imports, workflows, stage/pipeline/contact deletion by cascade) and a
 * trigger sees every one of them, in the same transaction, including writers added later.
 * stage_id and pipeline_id carry no foreign key: a deleted stage's stays are kept closed (the
 * dashboard only reads stages that still exist), and a cascade cannot fight the trigger's update.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE contact_stage_history (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      contact_id uuid NOT NULL REFERENCES contacts(id) ON DELETE CASCADE,
      pipeline_id uuid NOT NULL,
      stage_id uuid NOT NULL,
      entered_at timestamptz NOT NULL,
      left_at timestamptz,
      CHECK (left_at IS NULL OR left_at >= entered_at)
    )`.execute(db);
  // The dashboard: stays of a pipeline entered or ended in a range; the trigger: a contact's open stay.
  await sql`CREATE INDEX contact_stage_history_entered ON contact_stage_history (pipeline_id, entered_at) INCLUDE (stage_id, contact_id)`.execute(db);
  await sql`CREATE INDEX contact_stage_history_left ON contact_stage_history (pipeline_id, left_at) INCLUDE (stage_id, contact_id, entered_at) WHERE left_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX contact_stage_history_contact ON contact_stage_history (contact_id, pipeline_id) WHERE left_at IS NULL`.execute(db);

  await sql`
    CREATE FUNCTION contact_stage_history_track() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      moment timestamptz;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at)
        VALUES (NEW.company_id, NEW.contact_id, NEW.pipeline_id, NEW.stage_id, NEW.assigned_at);
        RETURN NEW;
      ELSIF TG_OP = 'UPDATE' THEN
        -- The writer stamps assigned_at when it moves a contact; a move that forgot to is now.
        moment := CASE WHEN NEW.assigned_at IS DISTINCT FROM OLD.assigned_at THEN NEW.assigned_at ELSE now() END;
        UPDATE contact_stage_history SET left_at = greatest(moment, entered_at)
        WHERE contact_id = OLD.contact_id AND pipeline_id = OLD.pipeline_id AND left_at IS NULL;
        INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at)
        VALUES (NEW.company_id, NEW.contact_id, NEW.pipeline_id, NEW.stage_id, moment);
        RETURN NEW;
      ELSE
        UPDATE contact_stage_history SET left_at = greatest(now(), entered_at)
        WHERE contact_id = OLD.contact_id AND pipeline_id = OLD.pipeline_id AND left_at IS NULL;
        RETURN OLD;
      END IF;
    END $$`.execute(db);
  await sql`CREATE TRIGGER contact_stage_history_insert AFTER INSERT ON contact_pipeline_stages FOR EACH ROW EXECUTE FUNCTION contact_stage_history_track()`.execute(db);
  await sql`
    CREATE TRIGGER contact_stage_history_update AFTER UPDATE OF stage_id ON contact_pipeline_stages
    FOR EACH ROW WHEN (OLD.stage_id IS DISTINCT FROM NEW.stage_id) EXECUTE FUNCTION contact_stage_history_track()`.execute(db);
  await sql`CREATE TRIGGER contact_stage_history_delete AFTER DELETE ON contact_pipeline_stages FOR EACH ROW EXECUTE FUNCTION contact_stage_history_track()`.execute(db);

  // What is known today: each contact's current stage, since it was assigned.
  await sql`
    INSERT INTO contact_stage_history (company_id, contact_id, pipeline_id, stage_id, entered_at)
    SELECT company_id, contact_id, pipeline_id, stage_id, assigned_at FROM contact_pipeline_stages`.execute(db);

  await sql`
    CREATE TABLE dashboard_preferences (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      preferences jsonb NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (company_id, user_id)
    )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE dashboard_preferences`.execute(db);
  await sql`DROP TRIGGER contact_stage_history_insert ON contact_pipeline_stages`.execute(db);
  await sql`DROP TRIGGER contact_stage_history_update ON contact_pipeline_stages`.execute(db);
  await sql`DROP TRIGGER contact_stage_history_delete ON contact_pipeline_stages`.execute(db);
  await sql`DROP FUNCTION contact_stage_history_track()`.execute(db);
  await sql`DROP TABLE contact_stage_history`.execute(db);
}
