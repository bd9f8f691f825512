import { CrmRoutes } from '../../custom/crm/CrmRoutes';

/** The route table's `crm/*` target (lazy-loaded): the CRM's own routes. */
export default function CrmPage() {
  return <CrmRoutes />;
}
