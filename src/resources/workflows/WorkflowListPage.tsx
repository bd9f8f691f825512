import { CrmNav } from '../../custom/crm/components/CrmNav';
import { DerivedList } from '../derived/DerivedList';
import { workflowsResource } from './workflowsResource';

/** `crm/workflows`: the company's workflows under the CRM's tabs. */
export default function WorkflowListPage() {
  return (
    <>
      <CrmNav />
      <DerivedList resource={workflowsResource} />
    </>
  );
}
