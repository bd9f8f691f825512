import { outboxAvailable } from '../connectors/mail/outbox.routes';
import type { AppDeps } from '../deps';
import { seedDemoAdAccount } from './accounts/accounts.demo';
import { seedDemoBilling } from './billing/billing.demo';
import { seedDemoCampaigns } from './campaigns/campaigns.demo';
import { seedCrmDemo } from './contacts/contacts.seed';
import { seedDemoLandings } from './landings/landings.demo';
import { seedDemoWebforms } from './webforms/webforms.demo';
import { seedDemoFacebook } from './integrations/facebook.demo';
import { seedDemoEmailDomain } from './emailDomains/emailDomains.demo';
import { seedDemoWorkflows } from './workflows/workflows.demo';
import { seedAnalyticsDemo } from './analytics/analytics.demo';
import { DEMO_ACCOUNT, demoCredentialsWork, seedDemo, type DemoSeeder } from './demo/demo.seed';

export type FirstStart = { announce: (url: string) => string[] };

/** Sample data of each area for the demo company, in order. Add one line per area. */
export const demoSeeders: readonly DemoSeeder[] = [
  seedDemoAdAccount,
  seedDemoCampaigns,
  seedDemoLandings,
  seedCrmDemo,
  seedDemoWebforms,
  seedDemoFacebook,
  seedDemoEmailDomain,
  seedDemoWorkflows,
  seedDemoBilling,
  seedAnalyticsDemo,
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
      ...serviceWarnings(deps, url),
    ],
  };
}

/**
 * What a person starting the server must know about its outside services: only pages that exist
 * on this server are named, and what will not work for real users is said plainly.
 */
export function serviceWarnings(deps: AppDeps, url: string): string[] {
  const production = deps.config.NODE_ENV === 'production';
  const lines: string[] = [];
  if (outboxAvailable(deps)) lines.push(`Sandbox outbox (mail is not sent): ${url}/api/dev/outbox`);
  else if (deps.connectors.mail.kind === 'sandbox') {
    lines.push('WARNING: SMTP_URL is not set: no mail will be delivered (password-reset codes, invitations). Owners can copy invitation links from the collaborators screen.');
  }
  if (production && deps.connectors.payments.provider === 'none') lines.push('Card payments are off: STRIPE_SECRET_KEY is not set.');
  if (production && deps.connectors.identity.kind === 'off') lines.push('Sign in with Google is off: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not set.');
  if (production && deps.config.sandboxAllowed) lines.push('WARNING: SANDBOX_IN_PRODUCTION=true: sandbox sign-in and test-card payments are on. Use it for a demo server only.');
  return lines;
}
