import { CampaignListPage } from './list/CampaignListPage';

/** mycampaigns (SPEC §2, behind the ad-account guard). */
export default function MyCampaignsPage() {
  return <CampaignListPage />;
}
