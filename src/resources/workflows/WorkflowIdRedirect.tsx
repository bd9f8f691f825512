import { Navigate, useParams } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';

/** `crm/workflows/{id}` → `crm/workflows/edit/{id}`, the builder's route (SPEC §2). */
export default function WorkflowIdRedirect() {
  const { id } = useParams();
  const to = useLocalizedPath();
  return <Navigate to={to(`crm/workflows/edit/${id}`)} replace />;
}
