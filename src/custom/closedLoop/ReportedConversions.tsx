import { visuallyHidden } from '@mui/utils';
import { Box, Link as MuiLink, Table, TableBody, TableCell, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { LoadError } from '../../components/LoadError/LoadError';
import { LoadingStatus } from '../../components/LoadingStatus/LoadingStatus';
import { TableScroll } from '../../components/TableScroll';
import { useFormatters } from '../../components/format/useFormatters';
import { useOfflineConversions } from './closedLoopQueries';
import { OfflineStatusChip, OfflineStatusDetail, RetryConversionButton, platformName } from './OfflineStatus';

const PAGE_SIZE = 20;

/** "Reported conversions": every report of the company to the ad platforms, newest first, by pages. */
export function ReportedConversions() {
  const translate = useTranslate();
  const format = useFormatters();
  const to = useLocalizedPath();
  const [page, setPage] = useState(1);
  const conversions = useOfflineConversions({ page, limit: PAGE_SIZE });
  const rows = conversions.data?.data ?? [];
  const title = translate('closedLoop.reported.title');

  return (
    <Box component="section" aria-labelledby="closed-loop-reported" sx={{ mt: 3 }}>
      <Typography id="closed-loop-reported" variant="h6" component="h2">{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('closedLoop.reported.help')}</Typography>
      {conversions.isPending && <LoadingStatus label={translate('closedLoop.loading')} />}
      {conversions.isError && <LoadError message={translate('closedLoop.loadFailed')} retryLabel={translate('closedLoop.reload')} onRetry={() => void conversions.refetch()} retrying={conversions.isFetching} />}
      {conversions.isSuccess && rows.length === 0 && <Typography color="text.secondary">{translate('closedLoop.reported.empty')}</Typography>}
      {rows.length > 0 && (
        <>
          <TableScroll label={title}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('closedLoop.reported.contact')}</TableCell>
                  <TableCell>{translate('closedLoop.reported.stage')}</TableCell>
                  <TableCell>{translate('closedLoop.reported.platform')}</TableCell>
                  <TableCell>{translate('closedLoop.reported.destination')}</TableCell>
                  <TableCell>{translate('closedLoop.reported.status')}</TableCell>
                  <TableCell>{translate('closedLoop.reported.when')}</TableCell>
                  <TableCell><Box component="span" sx={visuallyHidden}>{translate('closedLoop.actions')}</Box></TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((c) => (
                  <TableRow key={c._id}>
                    <TableCell>
                      <MuiLink component={Link} to={to(`crm/contacts/${c.contactId}`)} underline="hover">{c.contactName || translate('closedLoop.reported.unnamed')}</MuiLink>
                    </TableCell>
                    <TableCell>{c.stageName ?? '—'}</TableCell>
                    <TableCell>{platformName(c.platform)}</TableCell>
                    <TableCell>{[c.destination, c.eventName].filter(Boolean).join(' · ') || '—'}</TableCell>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <OfflineStatusChip status={c.status} />
                      <OfflineStatusDetail conversion={c} />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.dateTime(c.occurredAt)}</TableCell>
                    <TableCell><RetryConversionButton conversion={c} /></TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroll>
          {(conversions.data?.total ?? 0) > PAGE_SIZE && (
            <TablePagination component="div" count={conversions.data?.total ?? 0} page={page - 1} rowsPerPage={PAGE_SIZE} rowsPerPageOptions={[PAGE_SIZE]}
              onPageChange={(_, p) => setPage(p + 1)} labelDisplayedRows={({ from, to: last, count }) => translate('closedLoop.reported.range', { from, to: last, count })} />
          )}
        </>
      )}
    </Box>
  );
}
