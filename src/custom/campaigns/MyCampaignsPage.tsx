import { MyCampaigns } from './mycampaigns/MyCampaigns';

/** mycampaigns (SPEC §2, behind the ad-account guard). */
export default function MyCampaignsPage() {
  return <MyCampaigns />;
}
