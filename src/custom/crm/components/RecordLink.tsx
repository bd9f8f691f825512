import { useRecordContext } from 'react-admin';
import { NameLink } from '../../../components/NameLink';

export type RecordLinkProps = { source: string; to: (id: string) => string; label?: string; sortable?: boolean };

/** A record's name as a link to its page, in a list column (label and sortable are read by the Datagrid). */
export function RecordLink({ source, to }: RecordLinkProps) {
  const record = useRecordContext();
  if (!record) return null;
  return <NameLink to={to(String(record.id))}>{String(record[source] ?? '')}</NameLink>;
}
