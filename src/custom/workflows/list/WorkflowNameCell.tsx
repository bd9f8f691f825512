import { useRecordContext } from 'react-admin';
import type { Workflow } from '../../../../contract/workflows';
import { NameLink } from '../../../components/NameLink';
import { useLocalizedPath } from '../../../app/useLocalizedPath';

/** The name, a link to the builder (crm/workflows/edit/{id}, the SPEC's route). */
export function WorkflowNameCell() {
  const to = useLocalizedPath();
  const record = useRecordContext<Workflow>();
  if (!record) return null;
  return <NameLink to={to(`crm/workflows/edit/${record._id}`)}>{record.name}</NameLink>;
}
