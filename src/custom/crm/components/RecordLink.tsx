import { useRecordContext } from 'react-admin';
import { Link } from 'react-router';

export type RecordLinkProps = { source: string; to: (id: string) => string; label?: string; sortable?: boolean };

/** A record's name as a link to its page (rows in the CRM's lists open through a real link). */
export function RecordLink({ source, to }: RecordLinkProps) {
  const record = useRecordContext();
  if (!record) return null;
  // The row may open the record on click too: the link's own click must not also trigger it.
  return <Link to={to(String(record.id))} onClick={(e) => e.stopPropagation()}>{String(record[source] ?? '')}</Link>;
}
