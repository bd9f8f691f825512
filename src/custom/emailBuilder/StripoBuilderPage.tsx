import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the templates issue replaces this module. */
export default function StripoBuilderPage() {
  return <PendingPage area="templates" />;
}
