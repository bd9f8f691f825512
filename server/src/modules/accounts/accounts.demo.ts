import type { DemoSeeder } from '../demo/demo.seed';
import { linkAccount } from './accounts.service';

/** The demo company runs on its sandbox account under the product's manager, link active. */
export const seedDemoAdAccount: DemoSeeder = async (deps, demo) => {
  const accounts = await deps.connectors.ads.listAccounts({ id: demo.userId, email: demo.email });
  const spicy = accounts.find((a) => a.kind === 'spicy');
  if (spicy) await linkAccount(deps, demo.userId, demo.companyId, spicy.accountId, 'spicy');
};
