import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../http/errors';
import { findCompany } from '../companies/companies.repository';
import { findCampaign, type CampaignRow } from './campaigns.repository';

export type AdsAccount = { companyId: string; customerId: string; currency: string; timezone: string; ownerId: string };

/**
 * The company's linked ad account. The app's guard sends users without one to the check page;
 * the API answers 409 `ads_account_required` so a client that skips the guard learns why.
 */
export async function adsAccountOf(deps: AppDeps, companyId: string): Promise<AdsAccount> {
  const company = await findCompany(deps.db, companyId);
  if (!company) throw notFound('Company');
  if (!company.adsAccountId || !company.adsManagerLinked) {
    throw new AppError(409, 'ads_account_required', 'Link an ad account (and its manager link) to this company first');
  }
  return { companyId, customerId: company.adsAccountId.replace(/-/g, ''), currency: company.adsCurrency, timezone: company.adsTimezone, ownerId: company.ownerId };
}

/** A campaign of the company (404 for another company's or an unknown id). */
export async function campaignOf(deps: AppDeps, companyId: string, campaignId: string): Promise<CampaignRow> {
  const row = await findCampaign(deps.db, companyId, campaignId);
  if (!row) throw notFound('Campaign');
  return row;
}

/** Today in the account's time zone (the platform's days are the account's days). */
export function todayIn(timezone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function daysAgo(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
