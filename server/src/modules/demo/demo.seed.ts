import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { verifyPassword } from '../../http/passwords';
import { insertAccount } from '../auth/auth.service';
import { updateCompany } from '../companies/companies.repository';
import { countUsers, findUserByEmail } from '../users/users.repository';

export const DEMO_ACCOUNT = { email: 'demo@example.com', password: 'Demo1234!', companyName: 'Demo Company' } as const;

export type DemoContext = { userId: string; email: string; companyId: string };
/**
 * One area's sample data for the demo company. It runs inside the seeding transaction
 * (`deps.db` is that transaction): if any seeder fails, no demo data is left half-made.
 */
export type DemoSeeder = (deps: AppDeps, demo: DemoContext) => Promise<void>;

/**
 * On an empty database: the demo user (subscription standard) and "Demo Company", then every
 * area's seeder in order. Several instances starting at once seed once (advisory lock).
 * Returns null when the database already had users.
 */
export async function seedDemo(deps: AppDeps, seeders: readonly DemoSeeder[]): Promise<DemoContext | null> {
  return deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('demo-seed'))`.execute(trx);
    if ((await countUsers(trx)) > 0) return null;
    const { user, company } = await insertAccount(trx, {
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
      name: 'Demo',
      surname: 'User',
      phone: '+34 600 000 000',
      language: 'es',
      companyName: DEMO_ACCOUNT.companyName,
      subscriptionType: 'standard',
      variant: 'register',
      attribution: { utm_source: 'demo' },
    });
    await updateCompany(trx, company.id, {
      website: 'https://demo.example.com', industry: 'Marketing', country: 'ES', phone: '+34 910 000 000',
    });
    const demo = { userId: user.id, email: user.email, companyId: company.id };
    const txDeps: AppDeps = { ...deps, db: trx };
    for (const seed of seeders) await seed(txDeps, demo);
    return demo;
  });
}

/** Whether the demo account still signs in with the published password (worth printing). */
export async function demoCredentialsWork(deps: AppDeps): Promise<boolean> {
  const row = await findUserByEmail(deps.db, DEMO_ACCOUNT.email);
  return !!row && (await verifyPassword(DEMO_ACCOUNT.password, row.passwordHash));
}
