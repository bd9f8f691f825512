import { sql, type Kysely } from 'kysely';
import { createChain } from '../../../db/chainedRows';
import { bucketOf, createCountingTriggers } from '../../../db/countingTriggers';

/**
 * Contacts emailed, opening and clicking in a range (issue 16 §4) without a distinct count over
 * every outcome of the range (1.5 M rows a year at a million contacts). Each outcome keeps
 * `prev_at`, when the same contact last had the same outcome (NULL: never before); a range's
 * contacts are its outcomes whose `prev_at` is before the range, counted per UTC day, type and day
 * of `prev_at` in analytics_email_days — as chat_reach does for contacts written to (0840).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE email_outcomes ADD COLUMN prev_at timestamptz`.execute(db);
  // A range's outcomes; those whose previous one fell in a range (the part day before a range); a pair's chain.
  await sql`CREATE INDEX email_outcomes_at ON email_outcomes (company_id, sent_at) INCLUDE (type, prev_at)`.execute(db);
  await sql`CREATE INDEX email_outcomes_prev ON email_outcomes (company_id, prev_at) INCLUDE (type, sent_at) WHERE prev_at IS NOT NULL`.execute(db);
  await sql`CREATE INDEX email_outcomes_pair ON email_outcomes (contact_id, type, sent_at, message_id)`.execute(db);
  await createChain(db, { fn: 'email_outcomes_chain', table: 'email_outcomes', keys: ['contact_id', 'type'], types: ['uuid', 'text'], at: 'sent_at', id: 'message_id', lock: 861 });

  // Per UTC day, type and UTC day of prev_at (NULL: the contact's first such outcome): how many outcomes.
  await sql`
    CREATE TABLE analytics_email_days (
      company_id uuid NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
      day timestamptz NOT NULL,
      type text NOT NULL,
      prev_day timestamptz,
      contacts integer NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX analytics_email_days_key ON analytics_email_days (company_id, day, type, prev_day) NULLS NOT DISTINCT`.execute(db);
  await createCountingTriggers(db, {
    fn: 'analytics_email_counted', cachedPlans: true, source: 'email_outcomes', prefix: 'analytics_email', columns: 'company_id, sent_at, type, prev_at',
    counted: [{
      table: 'analytics_email_days', total: 'contacts',
      keys: [{ column: 'company_id', from: 'company_id' }, { column: 'day', from: bucketOf('1 day', 'sent_at') }, { column: 'type', from: 'type' }, { column: 'prev_day', from: bucketOf('1 day', 'prev_at') }],
    }],
  });

  // What exists today: the chains in one pass, then counted.
  await sql`ALTER TABLE email_outcomes DISABLE TRIGGER USER`.execute(db);
  await sql`
    UPDATE email_outcomes o SET prev_at = x.prev FROM (
      SELECT message_id, type, contact_id, lag(sent_at) OVER (PARTITION BY contact_id, type ORDER BY sent_at, message_id) AS prev FROM email_outcomes
    ) x WHERE o.message_id = x.message_id AND o.type = x.type AND o.contact_id = x.contact_id AND x.prev IS NOT NULL`.execute(db);
  await sql`ALTER TABLE email_outcomes ENABLE TRIGGER USER`.execute(db);
  await sql`
    INSERT INTO analytics_email_days (company_id, day, type, prev_day, contacts)
    SELECT company_id, ${sql.raw(bucketOf('1 day', 'sent_at'))}, type, ${sql.raw(bucketOf('1 day', 'prev_at'))}, count(*) FROM email_outcomes GROUP BY 1, 2, 3, 4`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE analytics_email_days`.execute(db);
  for (const name of ['analytics_email_insert', 'analytics_email_delete', 'analytics_email_update', 'email_outcomes_chain_insert', 'email_outcomes_chain_delete']) {
    await sql`DROP TRIGGER ${sql.id(name)} ON email_outcomes`.execute(db);
  }
  await sql`DROP FUNCTION analytics_email_counted(), email_outcomes_chain_rows(), email_outcomes_chain(uuid[], uuid[], text[])`.execute(db);
  await sql`DROP INDEX email_outcomes_at, email_outcomes_prev, email_outcomes_pair`.execute(db);
  await sql`ALTER TABLE email_outcomes DROP COLUMN prev_at`.execute(db);
}
