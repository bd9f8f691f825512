import type { AppDeps } from '../deps';
import { seedDemoAdAccount } from './accounts/accounts.demo';
import { seedDemoBilling } from './billing/billing.demo';
import { seedCrmDemo } from './contacts/contacts.seed';
import { DEMO_ACCOUNT, demoCredentialsWork, seedDemo, type DemoSeeder } from './demo/demo.seed';

export type FirstStart = { announce: (url: string) => string[] };

/** Sample data of each area for the demo company, in order. Add one line per area. */
export const demoSeeders: readonly DemoSeeder[] = [
  seedDemoAdAccount,
  seedCrmDemo,
  seedDemoBilling,
];

/**
 * Runs once per start after migrations: seeds the demo account on an empty database (unless
 * SEED_DEMO=false) and returns what to print once the server listens.
 */
export async function onFirstStart(deps: AppDeps): Promise<FirstStart> {
  const seeded = deps.config.SEED_DEMO ? await seedDemo(deps, demoSeeders) : null;
  const showDemo = seeded !== null || (deps.config.SEED_DEMO && (await demoCredentialsWork(deps)));
  return {
    announce: (url) => [
      `Marketing CRM listening on ${url}`,
      ...(seeded ? ['Demo data created on this first start.'] : []),
      ...(showDemo ? [`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}  (sign in at ${url}/es/login)`] : []),
      ...(deps.connectors.mail.kind === 'sandbox' ? [`Sandbox outbox (mail is not sent): ${url}/api/dev/outbox`] : []),
    ],
  };
}
