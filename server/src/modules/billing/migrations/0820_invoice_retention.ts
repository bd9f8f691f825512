import { sql, type Kysely } from 'kysely';

// Issued invoices outlive the account they were made out to (issue 17). Spanish law asks to keep
// them: Código de Comercio art. 30 (six years) and the Ley General Tributaria (four). Before, an
// erased account took its invoices with it (user_id ON DELETE CASCADE). Now deleting the user —
// whichever way: the purge, or an operator — detaches its invoices instead: user_id and
// payment_id become NULL (the payment goes with the account) and a trigger stamps when that
// happened and until when the invoice is kept: the end of the sixth calendar year after the year
// it was issued in (the books' year is the calendar year). The row keeps what the invoice states
// (number, date, seller and buyer as issued, lines, totals), so the same PDF can be produced for
// an inspection; no API reaches it any more (every read is by the caller's user id), and the
// purge deletes it once `retained_until` has passed. Kept in billing_invoices itself so that the
// unique (year, seq) keeps guarding against a number being issued twice.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE billing_invoices
      ALTER COLUMN user_id DROP NOT NULL,
      DROP CONSTRAINT billing_invoices_user_id_fkey,
      ADD CONSTRAINT billing_invoices_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL,
      DROP CONSTRAINT billing_invoices_payment_id_fkey,
      ADD CONSTRAINT billing_invoices_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES billing_payments(id) ON DELETE SET NULL,
      ADD COLUMN detached_at timestamptz,
      ADD COLUMN retained_until timestamptz`.execute(db);
  await sql`
    CREATE FUNCTION billing_invoice_retention() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.user_id IS NULL AND OLD.user_id IS NOT NULL THEN
        NEW.detached_at := now();
        NEW.retained_until := COALESCE(NEW.retained_until,
          make_timestamptz(EXTRACT(year FROM NEW.issued_at AT TIME ZONE 'UTC')::int + 7, 1, 1, 0, 0, 0, 'UTC'));
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER billing_invoice_retention BEFORE UPDATE OF user_id ON billing_invoices
      FOR EACH ROW EXECUTE FUNCTION billing_invoice_retention()`.execute(db);
  await sql`CREATE INDEX billing_invoices_retained ON billing_invoices (retained_until) WHERE user_id IS NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER billing_invoice_retention ON billing_invoices`.execute(db);
  await sql`DROP FUNCTION billing_invoice_retention()`.execute(db);
  await sql`DELETE FROM billing_invoices WHERE user_id IS NULL`.execute(db);
  await sql`
    ALTER TABLE billing_invoices
      DROP COLUMN retained_until,
      DROP COLUMN detached_at,
      DROP CONSTRAINT billing_invoices_payment_id_fkey,
      ADD CONSTRAINT billing_invoices_payment_id_fkey FOREIGN KEY (payment_id) REFERENCES billing_payments(id),
      DROP CONSTRAINT billing_invoices_user_id_fkey,
      ADD CONSTRAINT billing_invoices_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
      ALTER COLUMN user_id SET NOT NULL`.execute(db);
}
