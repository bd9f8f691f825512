import type { Improvement } from '../../../../contract/campaigns';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { fromMicros } from './build/money';
import { adsAccountOf, campaignOf } from './campaigns.account';
import { onPlatform } from './campaigns.errors';
import { forgetMetrics } from './campaigns.metrics';
import { campaignsOf } from './campaigns.repository';

const impact = (m: { impressions: number; clicks: number; cost_micros: number; conversions: number }) =>
  ({ impressions: m.impressions, clicks: m.clicks, cost: fromMicros(m.cost_micros), conversions: Math.round(m.conversions * 10) / 10 });

/** The platform's recommendations for the company's campaigns (or one), with their estimated impact. */
export async function listImprovements(deps: AppDeps, companyId: string, campaignId?: string): Promise<Improvement[]> {
  const account = await adsAccountOf(deps, companyId);
  const rows = campaignId ? [await campaignOf(deps, companyId, campaignId)] : await campaignsOf(deps.db, companyId);
  const byResource = new Map(rows.map((r) => [r.platformCampaign, r]));
  const names = new Map((await deps.connectors.ads.listCampaigns(account.customerId)).map((c) => [c.campaign.resource_name, c.campaign.name]));
  const recommendations = await deps.connectors.ads.recommendations(account.customerId, [...byResource.keys()]);
  return recommendations.filter((r) => byResource.has(r.campaign)).map((r) => ({
    improvementId: r.resource_name.split('/').at(-1)!, improvementType: r.type, campaignId: byResource.get(r.campaign)!.id,
    campaignName: names.get(r.campaign) ?? '', base: impact(r.impact.base_metrics), potential: impact(r.impact.potential_metrics), details: r.details,
  }));
}

/** Applies or dismisses one; the improvement must belong to the campaign named in the body. */
export async function decide(deps: AppDeps, companyId: string, body: { improvementId: string; improvementType: string; campaignId: string }, accept: boolean): Promise<{ ok: true }> {
  const account = await adsAccountOf(deps, companyId);
  const current = (await listImprovements(deps, companyId, body.campaignId)).find((i) => i.improvementId === body.improvementId && i.improvementType === body.improvementType);
  if (!current) throw notFound('Improvement');
  const name = `customers/${account.customerId}/recommendations/${body.improvementId}`;
  await onPlatform(() => (accept ? deps.connectors.ads.applyRecommendation(account.customerId, name) : deps.connectors.ads.dismissRecommendation(account.customerId, name)));
  forgetMetrics(account.customerId);
  return { ok: true };
}
