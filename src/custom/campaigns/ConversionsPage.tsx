import { ResourceRoutes } from '../../resources/derived/ResourceRoutes';
import { conversionsResource } from '../../resources/conversions/conversionsResource';

/** `conversions/*` (SPEC §2, behind the ad-account guard): the declared resource's screens. */
export default function ConversionsPage() {
  return <ResourceRoutes resource={conversionsResource} />;
}
