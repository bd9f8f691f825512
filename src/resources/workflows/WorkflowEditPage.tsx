import { useParams } from 'react-router';
import { WorkflowBuilder } from '../../custom/workflows/builder/WorkflowBuilder';

/** `crm/workflows/edit/{id}`: the builder on a saved workflow. */
export default function WorkflowEditPage() {
  const { id } = useParams();
  // A new id is another workflow: a fresh builder, not the previous one's state.
  return <WorkflowBuilder key={id} id={id} />;
}
