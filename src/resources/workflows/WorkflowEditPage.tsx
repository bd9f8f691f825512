import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the workflows issue replaces this module. */
export default function WorkflowEditPage() {
  return <PendingPage area="workflows" />;
}
