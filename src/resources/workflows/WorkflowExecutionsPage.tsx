import { useParams } from 'react-router';
import { WorkflowExecutions } from '../../custom/workflows/executions/WorkflowExecutions';

/** `crm/workflow-executions/{workflowId}`: a workflow's runs and their step logs. */
export default function WorkflowExecutionsPage() {
  const { workflowId } = useParams();
  return <WorkflowExecutions key={workflowId} workflowId={workflowId!} />;
}
