import { sql, type Kysely } from 'kysely';

// One ad account serves one company. The service checks first for a clear message; this index
// closes the race of two companies linking the same account at the same instant (→ 409).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE UNIQUE INDEX companies_ads_account_unique ON companies (ads_account_id) WHERE ads_account_id IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX companies_ads_account_unique`.execute(db);
}
