import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the workflows issue replaces this module. */
export default function WorkflowCreatePage() {
  return <PendingPage area="workflows" />;
}
