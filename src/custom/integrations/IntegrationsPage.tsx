import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the integrations issue replaces this module. */
export default function IntegrationsPage() {
  return <PendingPage area="integrations" />;
}
