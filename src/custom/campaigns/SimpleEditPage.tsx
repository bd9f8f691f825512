import { SimpleEdit } from './simpleEdit/SimpleEdit';

/** simple-edit/:campaignId (SPEC §2, behind the ad-account guard). */
export default function SimpleEditPage() {
  return <SimpleEdit />;
}
