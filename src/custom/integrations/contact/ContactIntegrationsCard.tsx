import { Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import type { Contact } from '../../../../contract/contacts';
import { LoadError } from '../../../components/LoadError/LoadError';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';
import { useIntegrationEvents, useIntegrationOverview } from '../api/useIntegrationQueries';
import { EventPager } from '../events/EventPager';
import { IntegrationEventList } from '../events/IntegrationEventList';
import { ContactGmailPanel } from './ContactGmailPanel';

const PAGE_SIZE = 10;

/**
 * The contact page's "Integrations" card: what the integrations brought about this contact (lead
 * ads, bookings, emails), newest first, and — when the caller's own Gmail is connected — the emails
 * with the contact and writing one. A company with no integration in use sees no card.
 */
export function ContactIntegrationsCard() {
  const record = useRecordContext<Contact>();
  if (!record) return null;
  return <IntegrationsCard contact={record} />;
}

function IntegrationsCard({ contact }: { contact: Contact }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const overview = useIntegrationOverview();
  const events = useIntegrationEvents({ contactId: contact._id }, page, { limit: PAGE_SIZE });
  const { canAccess: canSend } = useCanAccess({ resource: 'contacts', action: 'edit' });
  const gmail = overview.data?.data.find((i) => i.kind === 'gmail');
  const gmailConnected = gmail?.connection?.status === 'connected';
  const anyConnection = overview.data?.data.some((i) => i.connection) ?? false;
  const hasEvents = (events.data?.total ?? 0) > 0;
  // Integrations unavailable, or none ever used for this company and contact: the page stays as it was.
  if (overview.isError || (overview.isSuccess && !anyConnection && events.isSuccess && !hasEvents)) return null;

  return (
    <Card component="section" aria-labelledby="contact-integrations-title">
      <CardHeader id="contact-integrations-title" title={translate('integrations.contact.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack spacing={2}>
          {(overview.isPending || events.isPending) && <LoadingStatus label={translate('integrations.contact.loading')} />}
          {events.isError && <LoadError message={translate('integrations.events.loadFailed')} retryLabel={translate('integrations.retry')} onRetry={() => void events.refetch()} retrying={events.isFetching} />}
          {events.isSuccess && !hasEvents && <Typography variant="body2" color="text.secondary">{translate('integrations.events.empty')}</Typography>}
          {events.data && hasEvents && (
            <>
              <IntegrationEventList events={events.data.data} label={translate('integrations.contact.eventsLabel')} showKind />
              <EventPager page={page} total={events.data.total} pageSize={PAGE_SIZE} busy={events.isFetching} onPage={setPage} />
            </>
          )}
          {gmailConnected && (
            <ContactGmailPanel contactId={contact._id} hasEmail={!!contact.email} canSend={!!canSend}
              mailbox={gmail?.connection?.accountEmail ?? gmail?.connection?.accountName} sandbox={gmail?.provider === 'sandbox'} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
