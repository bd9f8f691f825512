import { sql, type Kysely } from 'kysely';

// VAT on invoices (issue 9): who an invoice is made out to (billing_details, one per subscriber),
// and on each payment and invoice its tax base, rate, VAT and kind (contract/tax.ts). Invoices
// keep the buyer and seller as they were when issued. Rows from before get kind 'none', base =
// total, no tax: they were issued without itemised VAT and stay as they were.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('billing_details')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('tax_id', 'text')
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('province', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('invoice_email', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  for (const table of ['billing_payments', 'billing_invoices']) {
    await db.schema.alterTable(table)
      .addColumn('tax_base_cents', 'integer')
      .addColumn('tax_rate_percent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tax_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('tax_kind', 'text', (c) => c.notNull().defaultTo('none'))
      .execute();
    await sql`UPDATE ${sql.table(table)} SET tax_base_cents = total_cents`.execute(db);
    await db.schema.alterTable(table).alterColumn('tax_base_cents', (c) => c.setNotNull()).execute();
  }
  await db.schema.alterTable('billing_invoices')
    .addColumn('buyer', 'jsonb')
    .addColumn('seller', 'jsonb')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('billing_invoices').dropColumn('buyer').dropColumn('seller').execute();
  for (const table of ['billing_payments', 'billing_invoices']) {
    await db.schema.alterTable(table).dropColumn('tax_base_cents').dropColumn('tax_rate_percent').dropColumn('tax_cents').dropColumn('tax_kind').execute();
  }
  await db.schema.dropTable('billing_details').execute();
}
