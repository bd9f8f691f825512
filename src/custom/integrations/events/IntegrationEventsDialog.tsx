import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { IntegrationKind } from '../../../../contract/integrations';
import { LoadError } from '../../../components/LoadError/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import { useIntegrationEvents } from '../api/useIntegrationQueries';
import { EventPager } from './EventPager';
import { IntegrationEventList } from './IntegrationEventList';

const PAGE_SIZE = 20;

export type IntegrationEventsDialogProps = { kind: IntegrationKind; open: boolean; onClose: () => void };

/** Every event of one integration, a page at a time from the server (full screen on a phone). */
export function IntegrationEventsDialog({ kind, open, onClose }: IntegrationEventsDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [page, setPage] = useState(1);
  const events = useIntegrationEvents({ kind }, page, { limit: PAGE_SIZE, enabled: open });
  const title = translate('integrations.events.allTitle', { name: translate(`integrations.kinds.${kind}.name`) });

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={narrow}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        {events.isPending && <LoadingStatus label={translate('integrations.events.loading')} />}
        {events.isError && <LoadError message={translate('integrations.events.loadFailed')} retryLabel={translate('integrations.retry')} onRetry={() => void events.refetch()} retrying={events.isFetching} />}
        {events.data && events.data.data.length === 0 && <Typography color="text.secondary">{translate('integrations.events.empty')}</Typography>}
        {events.data && events.data.data.length > 0 && <IntegrationEventList events={events.data.data} label={title} />}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Box sx={{ mr: 'auto' }}>
          <EventPager page={page} total={events.data?.total ?? 0} pageSize={PAGE_SIZE} busy={events.isFetching} onPage={setPage} />
        </Box>
        <Button onClick={onClose}>{translate('integrations.events.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
