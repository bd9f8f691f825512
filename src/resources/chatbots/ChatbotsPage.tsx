import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the chatbots issue replaces this module. */
export default function ChatbotsPage() {
  return <PendingPage area="chatbots" />;
}
