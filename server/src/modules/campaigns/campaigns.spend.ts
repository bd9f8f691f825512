import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/errors';
import { PaymentError } from '../../connectors/payments';
import { paymentFailure } from '../billing/billing.errors';
import { findPaymentMethod, findSubscription } from '../billing/billing.repository';
import { findCompany } from '../companies/companies.repository';
import { daysAgo, todayIn, type AdsAccount } from './campaigns.account';
import { campaignsOf } from './campaigns.repository';

/**
 * Ad spend on an account under the product's manager is billed by the product (consolidated
 * billing, reference §10): before a paused campaign serves again, what the company's campaigns
 * spent since the last settlement (up to yesterday) is charged to the owner's default card. A
 * decline answers as the card processor's (403 card_error with its decline code), so SPEC §8's
 * payment_error branch is what the user sees; nothing is relaunched. Own accounts pay Google
 * directly: nothing to settle.
 */
export async function settleAdSpend(deps: AppDeps, account: AdsAccount): Promise<void> {
  const company = await findCompany(deps.db, account.companyId);
  if (!company || company.adsAccountKind !== 'spicy') return;
  const rows = await campaignsOf(deps.db, account.companyId);
  if (rows.length === 0) return;
  const yesterday = daysAgo(todayIn(account.timezone), 1);
  const settled = await deps.db.selectFrom('campaignSpendSettlements').select(sql<string>`to_char(settled_until, 'YYYY-MM-DD')`.as('until')).where('companyId', '=', account.companyId).executeTakeFirst();
  const campaigns = await deps.connectors.ads.listCampaigns(account.customerId);
  const starts = campaigns.filter((c) => rows.some((r) => r.platformCampaign === c.campaign.resource_name)).map((c) => c.campaign.start_date).sort();
  const from = settled ? daysAgo(settled.until, -1) : starts[0];
  if (!from || from > yesterday) return;
  const metrics = await deps.connectors.ads.dailyMetrics(account.customerId, rows.map((r) => r.platformCampaign), from, yesterday);
  let micros = 0;
  for (const days of metrics.values()) for (const d of days) micros += d.cost_micros;
  const amountCents = Math.round(micros / 10_000);
  if (amountCents === 0) return;

  const subscription = await findSubscription(deps.db, account.ownerId);
  const method = subscription?.defaultPaymentMethodId ? await findPaymentMethod(deps.db, account.ownerId, subscription.defaultPaymentMethodId) : undefined;
  if (!subscription?.providerCustomerRef || !method) {
    throw new AppError(402, 'payment_method_required', 'Add a card to pay the ad spend before relaunching the campaign', { amountCents, currency: account.currency });
  }
  let providerRef: string;
  try {
    const result = await deps.connectors.payments.charge({
      customerRef: subscription.providerCustomerRef, providerMethodId: method.providerRef, amountCents, currency: account.currency,
      description: `Ad spend ${from} – ${yesterday}`, idempotencyKey: `adspend:${account.companyId}:${from}:${yesterday}`, offSession: true,
      metadata: { companyId: account.companyId, kind: 'ad_spend' },
    });
    if (result.status === 'failed') throw result.error;
    if (result.status === 'requires_action') throw new AppError(402, 'authentication_required', 'The bank asks to confirm this payment: pay the ad spend from billing first');
    providerRef = result.providerRef;
  } catch (e) {
    throw e instanceof PaymentError ? paymentFailure(e) : e;
  }
  await deps.db.insertInto('campaignSpendSettlements').values({ companyId: account.companyId, settledUntil: yesterday, amountCents, currency: account.currency, providerRef })
    .onConflict((oc) => oc.column('companyId').doUpdateSet({ settledUntil: yesterday, amountCents, currency: account.currency, providerRef, settledAt: new Date() })).execute();
}
