import { WorkflowBuilder } from '../../custom/workflows/builder/WorkflowBuilder';

/** `crm/workflows/create`: the builder on an empty workflow (saved as a draft). */
export default function WorkflowCreatePage() {
  return <WorkflowBuilder />;
}
