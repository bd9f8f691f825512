import { ResourceRoutes } from '../derived/ResourceRoutes';
import { webformsResource } from './webformsResource';

/** `webforms/*` (SPEC §2): the submissions list and a submission's page, from the declaration. */
export default function WebFormsPage() {
  return <ResourceRoutes resource={webformsResource} />;
}
