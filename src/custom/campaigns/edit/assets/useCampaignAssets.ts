import { useQuery } from '@tanstack/react-query';
import { useAdsClient } from '../../createad/api/useAdsClient';

export const campaignAssetsKey = (campaignId: string) => ['campaigns', 'campaignAssets', campaignId];

/** The assets of the seven kinds set on the campaign (getCampaignAssets), shared by the assets tab and the ad's preview. */
export function useCampaignAssets(campaignId: string) {
  const client = useAdsClient();
  return useQuery({ queryKey: campaignAssetsKey(campaignId), queryFn: () => client.campaignAssets(campaignId) });
}
