import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the campaigns issue replaces this module. */
export default function StatisticsPage() {
  return <PendingPage area="campaigns" />;
}
