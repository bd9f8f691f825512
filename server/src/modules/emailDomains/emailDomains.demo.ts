import type { DemoSeeder } from '../demo/demo.seed';
import { emailDnsMode, insertWithKeys, setSandboxRecords, verify } from './emailDomains.service';

/** The demo company's sending domain (its website's host): the demo can send from hola@demo.example.com at once. */
export const DEMO_SENDING_DOMAIN = 'demo.example.com';

/**
 * Only where verification reads the sandbox DNS: the domain is added, its records published in the
 * sandbox DNS and checked as a user would, so it is verified (and the periodic re-check keeps
 * finding its records). With real DNS nothing is seeded: example.com's records are not ours.
 */
export const seedDemoEmailDomain: DemoSeeder = async (deps, demo) => {
  if (emailDnsMode(deps.config) !== 'sandbox') return;
  const id = await insertWithKeys(deps.db, deps.config, { companyId: demo.companyId, name: DEMO_SENDING_DOMAIN, createdBy: demo.userId });
  await setSandboxRecords(deps, demo.companyId, id, { published: true });
  await verify(deps, demo.companyId, id);
};
