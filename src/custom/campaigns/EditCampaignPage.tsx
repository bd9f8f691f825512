import { EditCampaign } from './edit/EditCampaign';

/** edit-campaign/:campaignId: the campaign editor. */
export default function EditCampaignPage() {
  return <EditCampaign />;
}
