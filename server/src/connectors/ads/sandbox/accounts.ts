import { createHash } from 'node:crypto';
import { formatCustomerId, type AdsAccountInfo, type AdsConnector, type AdsUser } from '../ads.connector';

const MANAGER = { accountId: '555-010-0001', name: 'Sandbox Manager (MCC)' };

/** Ten digits derived from a seed: the same user always sees the same account ids. */
function customerId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex').slice(0, 15);
  const digits = (BigInt(`0x${hex}`) % 9_000_000_000n + 1_000_000_000n).toString();
  return formatCustomerId(digits);
}

const TEMPLATES: { suffix: string; kind: AdsAccountInfo['kind']; currency: string; timezone: string }[] = [
  { suffix: 'Spicy Ads', kind: 'spicy', currency: 'EUR', timezone: 'Europe/Madrid' },
  { suffix: 'Ads', kind: 'own', currency: 'EUR', timezone: 'Europe/Madrid' },
  { suffix: 'Ads (US)', kind: 'own', currency: 'USD', timezone: 'America/New_York' },
];

/**
 * Offline ad platform: each user has one account under the product's manager (spicy) and two of
 * their own, with deterministic ids. The manager link follows the real flow's states (PENDING
 * on request, ACTIVE once the client accepts); the sandbox client accepts at once.
 */
export function createSandboxAccounts(): Pick<AdsConnector, 'kind' | 'managerAccount' | 'listAccounts' | 'requestManagerLink' | 'acceptManagerLink' | 'managerLinkStatus'> {
  const accountsOf = (user: AdsUser): AdsAccountInfo[] => {
    const label = user.name?.trim() || user.email.split('@')[0];
    return TEMPLATES.map((t, i) => ({
      accountId: customerId(`${user.id}:${i}`), name: `${label} ${t.suffix}`, currency: t.currency, timezone: t.timezone, kind: t.kind,
    }));
  };
  return {
    kind: 'sandbox',
    managerAccount: () => ({ ...MANAGER }),
    listAccounts: async (user) => accountsOf(user),
    async requestManagerLink(accountId) {
      return { managerLinkId: customerId(`link:${MANAGER.accountId}:${formatCustomerId(accountId)}`).replace(/-/g, ''), status: 'PENDING' };
    },
    async acceptManagerLink() {
      return 'ACTIVE';
    },
    // Spicy accounts live under the manager from birth; the sandbox accepts every invitation at
    // once, so any linked account is ACTIVE. (A real platform answers from CustomerManagerLink.)
    async managerLinkStatus() {
      return 'ACTIVE';
    },
  };
}
