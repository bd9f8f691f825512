import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import type { OfflineConversion } from '../../../contract/campaigns/closedLoop';
import { StatusChip, type StatusTone } from '../../components/StatusChip/StatusChip';
import { useFormatters } from '../../components/format/useFormatters';
import { useRetryConversion } from './closedLoopQueries';
import { usePlatformErrorText } from './platformError';

const TONES: Record<OfflineConversion['status'], StatusTone> = { pending: 'info', waiting: 'warning', sent: 'success', rejected: 'error', failed: 'error' };

export function OfflineStatusChip({ status }: { status: OfflineConversion['status'] }) {
  const translate = useTranslate();
  return <StatusChip status={status} tones={TONES} label={translate(`closedLoop.status.${status}`)} />;
}

/** "Google Ads" or "Meta": the platform's own name, the same in every language. */
export const platformName = (platform: OfflineConversion['platform']) => (platform === 'google' ? 'Google Ads' : 'Meta');

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/**
 * What happened to a report in a line: when it was sent, why it waits and until when (Google takes
 * a click's conversion only 6 h after the click), or the platform's refusal in the user's language.
 */
export function OfflineStatusDetail({ conversion, now = new Date() }: { conversion: OfflineConversion; now?: Date }) {
  const translate = useTranslate();
  const format = useFormatters();
  const errorText = usePlatformErrorText();
  const when = (iso: string) => (sameDay(new Date(iso), now) ? format.time(iso) : format.dateTime(iso));
  const { status, nextAttemptAt, sentAt, error } = conversion;
  let text: string | null = null;
  if (status === 'sent' && sentAt) text = translate('closedLoop.detail.sent', { time: when(sentAt) });
  else if (status === 'waiting' && nextAttemptAt) text = translate(conversion.platform === 'google' ? 'closedLoop.detail.waitingGoogle' : 'closedLoop.detail.waiting', { time: when(nextAttemptAt) });
  else if (status === 'pending') text = nextAttemptAt && conversion.attempts > 0 ? translate('closedLoop.detail.retrying', { time: when(nextAttemptAt), error: error ? errorText(error) : '' }) : translate('closedLoop.detail.pending');
  else if (error) text = errorText(error);
  if (!text) return null;
  return <Typography variant="caption" display="block" color={status === 'rejected' || status === 'failed' ? 'error' : 'text.secondary'} sx={{ wordBreak: 'break-word' }}>{text}</Typography>;
}

/** "Send again" on a rejected or failed report, for roles that may change campaigns. */
export function RetryConversionButton({ conversion }: { conversion: OfflineConversion }) {
  const translate = useTranslate();
  const retry = useRetryConversion();
  const { canAccess } = useCanAccess({ resource: 'conversions', action: 'edit' });
  if (!canAccess || (conversion.status !== 'rejected' && conversion.status !== 'failed')) return null;
  const busy = retry.isPending && retry.variables === conversion._id;
  return (
    <Button size="small" startIcon={<ReplayIcon />} disabled={busy} onClick={() => retry.mutate(conversion._id)}
      aria-label={translate('closedLoop.retryOne', { platform: platformName(conversion.platform), contact: conversion.contactName ?? '' })}>
      {translate('closedLoop.retry')}
    </Button>
  );
}
