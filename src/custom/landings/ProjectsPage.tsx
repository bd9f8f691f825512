import { PendingPage } from '../../components/PendingPage';

/** PENDING: placeholder route target; the projects issue replaces this module. */
export default function ProjectsPage() {
  return <PendingPage area="projects" />;
}
