import { ResourceRoutes } from '../derived/ResourceRoutes';
import { companiesResource } from './companiesResource';

/** `companies/*` (a route of SPEC §2): the list, create and edit, all derived from the declaration. */
export default function CompaniesPage() {
  return <ResourceRoutes resource={companiesResource} />;
}
