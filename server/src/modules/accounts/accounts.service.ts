import type { z } from 'zod';
import type { accountState } from '../../../../contract/accounts';
import { formatCustomerId, type ManagerLinkStatus } from '../../connectors/ads';
import type { AppDeps } from '../../deps';
import { conflict, invalidField, notFound } from '../../http/errors';
import { findCompany, findCompanyByAdsAccount, findLinkedCompaniesOf, updateCompany, type CompanyRow } from '../companies/companies.repository';
import { findUserById } from '../users/users.repository';

type AccountState = z.output<typeof accountState>;
type Kind = 'spicy' | 'own';

function stateOf(row: CompanyRow, status: ManagerLinkStatus | null): AccountState {
  const hasAccount = row.adsAccountId !== null;
  return {
    hasAccount,
    hasMCC: hasAccount && row.adsManagerLinked,
    accountId: row.adsAccountId,
    kind: row.adsAccountKind,
    managerLinkStatus: hasAccount ? status : null,
  };
}

async function adsUser(deps: AppDeps, userId: string) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notFound('User');
  return { id: user.id, email: user.email, name: [user.name, user.surname].filter(Boolean).join(' ') };
}

/**
 * hasAccount / hasMCC for the app's guards. While an own account's manager link is still
 * pending, each check asks the platform again and records the link once the client accepted.
 */
export async function accountStatus(deps: AppDeps, companyId: string): Promise<AccountState> {
  let row = await findCompany(deps.db, companyId);
  if (!row) throw notFound('Company');
  if (!row.adsAccountId) return stateOf(row, null);
  if (row.adsManagerLinked) return stateOf(row, 'ACTIVE');
  const status = await deps.connectors.ads.managerLinkStatus(row.adsAccountId);
  if (status === 'ACTIVE') row = await updateCompany(deps.db, companyId, { adsManagerLinked: true });
  return stateOf(row, status);
}

/** Ad accounts the user may link, each with the user's company that already uses it. */
export async function listAccounts(deps: AppDeps, userId: string) {
  const accounts = await deps.connectors.ads.listAccounts(await adsUser(deps, userId));
  const linked = await findLinkedCompaniesOf(deps.db, userId, accounts.map((a) => a.accountId));
  const byAccount = new Map(linked.map((l) => [l.adsAccountId, l.id]));
  return {
    data: accounts.map((a) => ({ ...a, linkedCompanyId: byAccount.get(a.accountId) ?? null })),
    manager: deps.connectors.ads.managerAccount(),
  };
}

/**
 * Links an ad account to a company. A spicy account was born under the product's manager, so
 * its manager link is active at once; an own account gets an invitation (PENDING) that its
 * owner accepts (ACTIVE) — the sandbox accepts immediately, a real account may take a while.
 */
export async function linkAccount(deps: AppDeps, userId: string, companyId: string, rawAccountId: string, kind: Kind): Promise<AccountState> {
  const accountId = formatCustomerId(rawAccountId);
  const accounts = await deps.connectors.ads.listAccounts(await adsUser(deps, userId));
  const account = accounts.find((a) => a.accountId === accountId);
  if (!account) throw notFound('Ad account');
  if (account.kind !== kind) {
    throw invalidField('body.accountId', kind === 'spicy'
      ? 'This is your own ad account: link it with setOwnAccount'
      : 'This account was created under our manager account: link it with setSpicyAccount');
  }
  const holder = await findCompanyByAdsAccount(deps.db, accountId);
  if (holder && holder.id !== companyId) throw conflict('This ad account is already linked to another company', 'account_in_use');

  let status: ManagerLinkStatus = 'ACTIVE';
  if (kind === 'own') {
    const invitation = await deps.connectors.ads.requestManagerLink(accountId);
    status = invitation.status === 'PENDING'
      ? await deps.connectors.ads.acceptManagerLink(accountId, invitation.managerLinkId)
      : invitation.status;
  }
  const row = await updateCompany(deps.db, companyId, { adsAccountId: accountId, adsAccountKind: kind, adsManagerLinked: status === 'ACTIVE', adsCurrency: account.currency, adsTimezone: account.timezone });
  return stateOf(row, status);
}
