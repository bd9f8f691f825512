import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RecipientSelector } from '../../../../contract/email';
import { useFormatters } from '../../../components/format/useFormatters';
import { useDebounced } from '../../campaigns/segmentation/useDebounced';
import type { RecipientCount } from '../api/emailClient';
import { useEmailClient } from '../api/useEmailClient';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** How many contacts the send would reach before it is sent, and how many it would skip and why. */
export function useRecipientCount(selector: RecipientSelector | null) {
  const client = useEmailClient();
  const settled = useDebounced(selector, 300);
  const key = JSON.stringify(settled);
  return useQuery({
    queryKey: ['email', 'recipientCount', key],
    queryFn: ({ signal }) => client.countRecipients(settled!, signal),
    enabled: Boolean(settled),
    retry: false,
  });
}

export function RecipientCountLine({ count, pending, failed }: { count?: RecipientCount; pending: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (failed) return <Alert severity="error">{t('email.send.countFailed')}</Alert>;
  if (pending || !count) return <LoadingStatus label={t('email.send.counting')} spinnerSize={16} sx={{ minHeight: 48 }} />;
  const skipped = [
    count.withoutEmail && t('email.send.count.withoutEmail', { count: count.withoutEmail, formatted: format.number(count.withoutEmail) }),
    count.suppressed && t('email.send.count.suppressed', { count: count.suppressed, formatted: format.number(count.suppressed) }),
    count.duplicates && t('email.send.count.duplicates', { count: count.duplicates, formatted: format.number(count.duplicates) }),
  ].filter(Boolean).join(' · ');
  return (
    <Alert severity={count.sendable ? 'info' : 'warning'} role="status">
      <strong>{t('email.send.count.sendable', { count: count.sendable, formatted: format.number(count.sendable) })}</strong>
      {skipped && <> — {t('email.send.count.skipped', { list: skipped })}</>}
    </Alert>
  );
}
