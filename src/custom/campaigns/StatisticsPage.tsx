import { CampaignStatistics } from './stats/CampaignStatistics';

/** statistics/:campaignId (SPEC §2). */
export default function StatisticsPage() {
  return <CampaignStatistics />;
}
