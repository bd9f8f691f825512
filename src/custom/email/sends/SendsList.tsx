import OutboxIcon from '@mui/icons-material/Outbox';
import { Alert, Box, Button, Link as MuiLink, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { useFormatters } from '../../../components/format/useFormatters';
import { PageHeader } from '../../../components/PageHeader/PageHeader';
import { StatusChip } from '../../../components/StatusChip/StatusChip';
import { TableScroll } from '../../../components/TableScroll';
import { useEmailClient } from '../api/useEmailClient';
import { BULK_STATE_TONES, isRunning } from './bulkStates';
import { recipientsLabel } from './recipientsLabel';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** templates/sends: the company's bulk sends, newest first, each with its state, reach and time; running ones refresh. */
export function SendsList() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const format = useFormatters();
  const client = useEmailClient();
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(25);
  const sends = useQuery({
    queryKey: ['email', 'sends', page, limit],
    queryFn: () => client.sends(page + 1, limit),
    placeholderData: (previous) => previous,
    retry: false,
    refetchInterval: (query) => (query.state.data?.data.some((s) => isRunning(s.state)) ? 5000 : false),
  });
  const rows = sends.data?.data ?? [];
  return (
    <>
      <PageHeader title={t('email.sends.title')} subtitle={t('email.sends.subtitle')} />
      {sends.isPending && <LoadingStatus label={t('email.sends.loading')} sx={{ py: 2 }} />}
      {sends.isError && <Alert severity="error" action={<Button color="inherit" onClick={() => void sends.refetch()}>{t('email.retry')}</Button>}>{t('email.sends.loadFailed')}</Alert>}
      {sends.data && rows.length === 0 && (
        <EmptyState icon={<OutboxIcon />} title={t('email.sends.emptyTitle')} body={t('email.sends.emptyBody')} action={{ label: t('email.sends.toTemplates'), to: to('templates') }} />
      )}
      {rows.length > 0 && (
        <>
          <TableScroll label={t('email.sends.title')}>
            <Table size="small" aria-label={t('email.sends.title')}>
              <TableHead>
                <TableRow>
                  {['subject', 'recipients', 'state', 'sent', 'when'].map((c) => <TableCell key={c} align={c === 'sent' ? 'right' : 'left'}>{t(`email.sends.columns.${c}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((s) => (
                  <TableRow key={s._id} hover>
                    <TableCell>
                      <MuiLink component={Link} to={to(`templates/sends/${s._id}`)}>{s.subject}</MuiLink>
                      {s.templateName && <Box component="span" sx={{ display: 'block', color: 'text.secondary', typography: 'caption' }}>{s.templateName}</Box>}
                    </TableCell>
                    <TableCell>{recipientsLabel(t, s)}</TableCell>
                    <TableCell><StatusChip status={s.state} tones={BULK_STATE_TONES} label={t(`email.sends.states.${s.state}`)} /></TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {t('email.sends.sentOf', { sent: format.number(s.sent), total: format.number(s.total) })}
                    </TableCell>
                    <TableCell>{s.state === 'scheduled' && s.sendAt ? t('email.sends.scheduledFor', { date: format.dateTime(s.sendAt) }) : format.dateTime(s.startedAt ?? s.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          <TablePagination component="div" count={sends.data?.total ?? 0} page={page} rowsPerPage={limit} rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_, next) => setPage(next)} onRowsPerPageChange={(e) => { setLimit(Number(e.target.value)); setPage(0); }}
            labelRowsPerPage={t('email.sends.perPage')} />
        </>
      )}
    </>
  );
}
