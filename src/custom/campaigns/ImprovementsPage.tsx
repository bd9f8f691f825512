import { Improvements } from './improve/Improvements';

/** improvements (SPEC §2, behind the ad-account guard); `?campaignId=` narrows it to one campaign. */
export default function ImprovementsPage() {
  return <Improvements />;
}
