import { Box, Card, CardContent, CardHeader, List, ListItem, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Contact } from '../../../contract/contacts';
import { LoadError } from '../../components/LoadError/LoadError';
import { useFormatters } from '../../components/format/useFormatters';
import { useOfflineConversions } from './closedLoopQueries';
import { OfflineStatusChip, OfflineStatusDetail, RetryConversionButton, platformName } from './OfflineStatus';

/** One contact has a handful at most (one per mapped stage and platform). */
const LIMIT = 50;

/**
 * The contact page's "Ad platform conversions": what the closed loop reported about this contact
 * to Google and Meta and how each went. Most contacts never came from an ad: for them (and while
 * loading, or when the list cannot be read: the conversions screen says so) there is no card at
 * all, so the page does not grow an empty box.
 */
export function ContactAdConversionsCard() {
  const record = useRecordContext<Contact>();
  if (!record) return null;
  return <AdConversions contactId={record._id} />;
}

function AdConversions({ contactId }: { contactId: string }) {
  const translate = useTranslate();
  const format = useFormatters();
  const conversions = useOfflineConversions({ contactId, page: 1, limit: LIMIT });
  const rows = conversions.data?.data ?? [];
  if (!rows.length) return null;

  return (
    <Card component="section" aria-labelledby="contact-ad-conversions-title">
      <CardHeader id="contact-ad-conversions-title" title={translate('closedLoop.contact.title')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent sx={{ pt: 0 }}>
        {/* A reload that failed after the list was shown. */}
        {conversions.isError && (
          <LoadError message={translate('closedLoop.loadFailed')} retryLabel={translate('closedLoop.reload')} onRetry={() => void conversions.refetch()} retrying={conversions.isFetching} />
        )}
        <List dense disablePadding aria-label={translate('closedLoop.contact.title')}>
          {rows.map((c) => (
            <ListItem key={c._id} divider disableGutters sx={{ display: 'block' }}>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <Typography variant="subtitle2" component="span">{platformName(c.platform)}</Typography>
                <OfflineStatusChip status={c.status} />
                <Box sx={{ flex: 1 }} />
                <RetryConversionButton conversion={c} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {[c.destination, c.eventName, c.stageName && translate('closedLoop.contact.stage', { stage: c.stageName }), c.value === null ? null : format.money(c.value, c.currency)].filter(Boolean).join(' · ')}
              </Typography>
              <OfflineStatusDetail conversion={c} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
