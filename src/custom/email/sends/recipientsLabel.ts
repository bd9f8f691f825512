import type { TFunction } from 'i18next';
import type { BulkEmail } from '../../../../contract/email';

/**
 * How a send's recipients read in the user's language. The server's label names a list or a
 * stage as the company wrote it, but words chosen contacts and filters in English ("1 contact",
 * "Filter: …"), so those two are worded here from the send's own selector.
 */
export function recipientsLabel(t: TFunction, send: Pick<BulkEmail, 'recipients' | 'recipientsLabel'>): string {
  const r = send.recipients;
  if (r.type === 'contacts') return t('email.sends.recipientsContacts', { count: r.contactIds.length });
  if (r.type === 'filter') {
    const parts = [
      ...(r.searchTerm?.trim() ? [`"${r.searchTerm.trim()}"`] : []),
      ...(r.filters ?? []).filter((f) => String(f.filterValue).trim()).map((f) => `${f.filterField}: ${String(f.filterValue)}`),
    ];
    return parts.length ? t('email.sends.recipientsFilter', { parts: parts.join(', ') }) : t('email.sends.recipientsAll');
  }
  return send.recipientsLabel;
}
