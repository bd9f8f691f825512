import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import type { CampaignSnapshot } from '../ads.connector';
import type { DeviceType } from '../googleAds.types';
import { biddingOf, type CampaignDayState } from './simulation';

const SCHEDULE_MINUTES = { ZERO: 0, FIFTEEN: 15, THIRTY: 30, FORTY_FIVE: 45 } as const;

/** What the simulation needs of a campaign as it stands (metrics of later days follow it). */
export function dayStateOf(s: CampaignSnapshot): CampaignDayState {
  const schedules = s.criteria.filter((c) => c.ad_schedule).map((c) => c.ad_schedule!);
  const scheduledHours = schedules.reduce((sum, a) => sum + (a.end_hour * 60 + SCHEDULE_MINUTES[a.end_minute] - a.start_hour * 60 - SCHEDULE_MINUTES[a.start_minute]) / 60, 0);
  return {
    status: s.campaign.status,
    channel: s.campaign.advertising_channel_type,
    dailyBudgetMicros: s.budget.amount_micros,
    bidding: biddingOf(s.campaign.bidding),
    keywords: s.keywords.map((k) => ({ text: k.keyword.text, match_type: k.keyword.match_type })),
    negativeKeywords: s.criteria.filter((c) => c.keyword && c.negative).length,
    locations: s.criteria.filter((c) => c.location && !c.negative).map((c) => c.location!.geo_target_constant.split('/').at(-1)!),
    languages: s.criteria.filter((c) => c.language).length,
    excludedDevices: s.criteria.filter((c) => c.device && c.bid_modifier === 0).map((c) => c.device!.type as DeviceType),
    scheduleHoursPerWeek: schedules.length ? Math.min(168, scheduledHours) : 168,
    assetCount: s.campaignAssets.length + s.assetGroupAssets.length,
    headlines: s.ads[0]?.ad.responsive_search_ad.headlines.length ?? s.assetGroupAssets.filter((a) => a.field_type === 'HEADLINE').length,
  };
}

/** Records the state in force from `day` on (one row per campaign and day: the last change of a day wins). */
export async function recordDayState(db: Db, campaign: string, day: string, state: CampaignDayState): Promise<void> {
  await sql`
    INSERT INTO ads_sandbox_campaign_days (campaign, effective_date, state) VALUES (${campaign}, ${day}, ${JSON.stringify(state)})
    ON CONFLICT (campaign, effective_date) DO UPDATE SET state = EXCLUDED.state`.execute(db);
}

/** The states of campaigns over time, oldest first, for the metrics of a date range. */
export async function dayStates(db: Db, campaigns: string[], to: string): Promise<Map<string, { from: string; state: CampaignDayState }[]>> {
  const out = new Map<string, { from: string; state: CampaignDayState }[]>(campaigns.map((c) => [c, []]));
  if (campaigns.length === 0) return out;
  const rows = await db.selectFrom('adsSandboxCampaignDays').select(['campaign', sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as('day'), 'state'])
    .where('campaign', 'in', campaigns).where('effectiveDate', '<=', to).orderBy('campaign').orderBy('effectiveDate').execute();
  for (const r of rows) out.get(r.campaign)!.push({ from: r.day, state: r.state as unknown as CampaignDayState });
  return out;
}

/** The state in force on a day, from a campaign's history (null before it existed). */
export function stateOn(history: { from: string; state: CampaignDayState }[], day: string): CampaignDayState | null {
  let current: CampaignDayState | null = null;
  for (const h of history) {
    if (h.from > day) break;
    current = h.state;
  }
  return current;
}
