import { ModifySegmentation } from './segmentation/ModifySegmentation';

/** modify-segmentation/:campaignId: the campaign's targeting. */
export default function ModifySegmentationPage() {
  return <ModifySegmentation />;
}
