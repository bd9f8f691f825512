import { useRecordContext, useTranslate } from 'react-admin';
import type { SendingDomain, SendingDomainStatus } from '../../../contract/email';
import { StatusChip, type StatusTone } from '../../components/StatusChip/StatusChip';

export const DOMAIN_STATUS_TONES: Record<SendingDomainStatus, StatusTone> = { verified: 'success', pending: 'info', failed: 'error' };

/** Whether the domain may send yet: verified, waiting for its records, or its last check failed. */
export function DomainStatusCell() {
  const translate = useTranslate();
  const record = useRecordContext<SendingDomain>();
  if (!record) return null;
  return <StatusChip status={record.status} tones={DOMAIN_STATUS_TONES} label={translate(`resources.sendingDomains.choices.status.${record.status}`)} />;
}
