import CancelIcon from '@mui/icons-material/Cancel';
import { Alert, Box, Button, Chip, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { sendingCalls, type BulkEmail } from '../../../../contract/email';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useFormatters } from '../../../components/format/useFormatters';
import { JobProgress } from '../../../components/JobProgress/JobProgress';
import { KeyFigure } from '../../../components/KeyFigure/KeyFigure';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { isApiError } from '../../../dataProvider/ApiError';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useEmailClient } from '../api/useEmailClient';
import { BULK_STATE_TONES, isCancellable, isRunning, jobStateOf } from './bulkStates';
import { recipientsLabel } from './recipientsLabel';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** How often a running send is asked for its progress. */
export const SEND_POLL_MS = 1500;

/** templates/sends/:id: one send's progress (polled while it runs), its figures, cancelling it, and its statistics by tag. */
export function SendProgress() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const notify = useNotify();
  const client = useEmailClient();
  const queryClient = useQueryClient();
  const { bulkEmailId = '' } = useParams();
  const canCancel = useCanCall(sendingCalls.cancelBulkEmail);
  const [confirming, setConfirming] = useState(false);
  const send = useQuery({
    queryKey: ['email', 'send', bulkEmailId],
    queryFn: () => client.send(bulkEmailId),
    retry: false,
    refetchInterval: (query) => (query.state.data && isRunning(query.state.data.state) ? SEND_POLL_MS : false),
  });
  const crumbs = [{ label: t('email.sends.title'), to: to('templates/sends') }];

  if (send.isPending) return <LoadingStatus label={t('email.sends.loading')} sx={{ py: 2 }} />;
  if (send.isError) {
    const missing = isApiError(send.error) && send.error.status === 404;
    return (
      <>
        <PageHeader title={t('email.progress.titleLoading')} breadcrumbs={[...crumbs, { label: t('email.progress.titleLoading') }]} />
        <Alert severity={missing ? 'info' : 'error'} action={missing ? undefined : <Button color="inherit" onClick={() => void send.refetch()}>{t('email.retry')}</Button>}>
          {t(missing ? 'email.progress.notFound' : 'email.progress.loadFailed')}
        </Alert>
      </>
    );
  }
  const s: BulkEmail = send.data;
  const cancel = async () => {
    try {
      const cancelled = await client.cancelSend(s._id);
      queryClient.setQueryData(['email', 'send', bulkEmailId], cancelled);
      notify(t('email.progress.cancelled'), { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : t('email.progress.cancelFailed'), { type: 'error' });
      throw error;
    }
  };
  const figures = [['total', s.total], ['sent', s.sent], ['skipped', s.skipped], ['failed', s.failed]] as const;

  return (
    <>
      <PageHeader title={s.subject} breadcrumbs={[...crumbs, { label: s.subject }]}
        subtitle={t('email.progress.subtitle', { recipients: recipientsLabel(t, s), from: s.from.name ? `${s.from.name} <${s.from.email}>` : s.from.email })}
        actions={canCancel && isCancellable(s.state) && (
          <Button color="error" variant="outlined" startIcon={<CancelIcon />} onClick={() => setConfirming(true)}>{t('email.progress.cancel')}</Button>
        )} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <StatusChip status={s.state} tones={BULK_STATE_TONES} label={t(`email.sends.states.${s.state}`)} />
        {s.templateName && <Typography variant="body2" color="text.secondary">{t('email.progress.template', { name: s.templateName })}</Typography>}
      </Stack>
      {s.state === 'scheduled' ? (
        <Alert severity="info" sx={{ mb: 2 }}>{t('email.progress.scheduledFor', { date: s.sendAt ? format.dateTime(s.sendAt) : '' })}</Alert>
      ) : (
        <JobProgress state={jobStateOf(s.state)} processed={s.sent + s.skipped + s.failed} total={s.total || null} label={t('email.progress.label', { subject: s.subject })} />
      )}
      {s.error && <Alert severity="error" sx={{ mb: 2 }}>{s.error}</Alert>}
      <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label={t('email.progress.figures')}>
        {figures.map(([key, value]) => (
          <Grid key={key} size={{ xs: 6, sm: 3 }}><KeyFigure label={t(`email.progress.${key}`)} value={value} /></Grid>
        ))}
      </Grid>
      <Box component="section" aria-labelledby="send-tags">
        <Typography id="send-tags" variant="h6" component="h2" sx={{ mb: 1 }}>{t('email.progress.statistics')}</Typography>
        {s.tags.length ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {s.tags.map((tag) => (
              <Chip key={tag} clickable component={Link} to={to(`templates/stats?tag=${encodeURIComponent(tag)}`)} label={t('email.progress.statsOfTag', { tag })} />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('email.progress.noTags')} <MuiLink component={Link} to={to('templates/stats')}>{t('email.progress.allStats')}</MuiLink>
          </Typography>
        )}
      </Box>
      <ConfirmDialog open={confirming} destructive title={t('email.progress.cancelTitle')} body={t('email.progress.cancelBody', { sent: format.number(s.sent), total: format.number(s.total) })}
        confirmLabel={t('email.progress.cancel')} onConfirm={cancel} onClose={() => setConfirming(false)} />
    </>
  );
}
