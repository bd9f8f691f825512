import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { calendlyCalls } from '../../../../contract/integrations';
import { useServices } from '../../../app/useServices';
import { LoadError } from '../../../components/LoadError/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import { useFormatters } from '../../../components/format/useFormatters';
import { integrationKeys } from '../api/integrationQueries';
import { useCompanyId } from '../api/useIntegrationQueries';

type LastBooking = { booking: { inviteeUri: string; name: string; email: string; eventName: string; startTime: string } | null };
type Action = 'book' | 'reschedule' | 'cancel';

/**
 * The sandbox's Calendly on its card: book a test meeting (it reaches the webhook signed, as from
 * Calendly), and move or cancel the last one still booked. Only where the scheduling service is
 * the sandbox, and for those who may change the company's integrations.
 */
export function CalendlyTestBookings() {
  const translate = useTranslate();
  const format = useFormatters();
  const notify = useNotify();
  const { api } = useServices();
  const companyId = useCompanyId();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [busy, setBusy] = useState<Action | null>(null);
  const last = useQuery({
    queryKey: integrationKeys.calendlyLastBooking(companyId),
    queryFn: ({ signal }) => api.call<LastBooking>(calendlyCalls.calendlyLastTestBooking, { params: { companyId: companyId! }, signal }),
    enabled: !!companyId,
    retry: 1,
  });
  const booking = last.data?.booking ?? null;

  const run = async (action: Action) => {
    setBusy(action);
    try {
      // Reschedule and cancel name the booking shown, so the user changes the one they see.
      await api.call(calendlyCalls.calendlyTestBooking, { body: { companyId, action, ...(action !== 'book' && booking ? { inviteeUri: booking.inviteeUri } : {}) } });
      notify(translate(`integrations.calendlySandbox.${action}Done`), { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: integrationKeys.all(companyId) });
    } catch (error) {
      notify(translate('integrations.calendlySandbox.failed', { reason: (error as Error).message }), { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  const spinner = (action: Action) => (busy === action ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined);

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="calendly-test-bookings">
      <Typography id={headingId} component="h3" variant="subtitle2">{translate('integrations.calendlySandbox.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{translate('integrations.calendlySandbox.help')}</Typography>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Box>
          <Button size="small" variant="outlined" onClick={() => void run('book')} disabled={busy !== null} aria-busy={busy === 'book'} startIcon={spinner('book')}>
            {translate('integrations.calendlySandbox.book')}
          </Button>
        </Box>
        {last.isPending && <LoadingStatus label={translate('integrations.calendlySandbox.loading')} />}
        {last.isError && <LoadError message={translate('integrations.calendlySandbox.loadFailed')} retryLabel={translate('integrations.retry')} onRetry={() => void last.refetch()} retrying={last.isFetching} />}
        {last.isSuccess && !booking && <Typography variant="body2" color="text.secondary">{translate('integrations.calendlySandbox.none')}</Typography>}
        {booking && (
          <>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {translate('integrations.calendlySandbox.last', { event: booking.eventName, name: booking.name, email: booking.email, date: format.dateTime(booking.startTime) })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button size="small" variant="outlined" onClick={() => void run('reschedule')} disabled={busy !== null} aria-busy={busy === 'reschedule'} startIcon={spinner('reschedule')}
                aria-label={translate('integrations.calendlySandbox.rescheduleLabel', { name: booking.name })}>
                {translate('integrations.calendlySandbox.reschedule')}
              </Button>
              <Button size="small" variant="outlined" color="error" onClick={() => void run('cancel')} disabled={busy !== null} aria-busy={busy === 'cancel'} startIcon={spinner('cancel')}
                aria-label={translate('integrations.calendlySandbox.cancelLabel', { name: booking.name })}>
                {translate('integrations.calendlySandbox.cancel')}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Box>
  );
}
