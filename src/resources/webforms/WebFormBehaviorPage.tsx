import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the webforms issue replaces this module. */
export default function WebFormBehaviorPage() {
  return <PendingPage area="webforms" />;
}
