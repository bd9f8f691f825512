import { ImprovementsList } from './improvements/ImprovementsList';

/** improvements (SPEC §2, behind the ad-account guard); `?campaignId=` narrows it to one campaign. */
export default function ImprovementsPage() {
  return <ImprovementsList />;
}
