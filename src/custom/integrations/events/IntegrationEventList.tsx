import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import type { IntegrationEvent } from '../../../../contract/integrations';
import { useFormatters } from '../../../components/format/useFormatters';

export type IntegrationEventListProps = {
  events: IntegrationEvent[];
  /** The list's name for assistive technology ("Últimos eventos"). */
  label: string;
  /** Also say which integration each event came from (a contact's timeline mixes them). */
  showKind?: boolean;
};

/** Events newest first: what happened, the vendor's words for it, when, the contact it filed (a link), and an error explained. */
export function IntegrationEventList({ events, label, showKind = false }: IntegrationEventListProps) {
  const translate = useTranslate();
  const format = useFormatters();
  const to = useLocalizedPath();
  return (
    <List dense disablePadding aria-label={label}>
      {events.map((event) => (
        <ListItem key={event._id} disableGutters divider sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={(
              <>
                <Box component="span" sx={{ fontWeight: 500 }}>{translate(`integrations.events.types.${event.type}`)}</Box>
                {showKind && <Box component="span" sx={{ color: 'text.secondary' }}> · {translate(`integrations.kinds.${event.kind}.name`)}</Box>}
                {event.summary && <Box component="span">: {event.summary}</Box>}
              </>
            )}
            secondary={(
              <>
                <Box component="time" dateTime={event.createdAt} sx={{ display: 'block' }}>{format.dateTime(event.createdAt)}</Box>
                {event.contactId && !showKind && (
                  <Link component={RouterLink} to={to(`crm/contacts/${event.contactId}`)} variant="body2"
                    aria-label={`${translate('integrations.events.openContact')}: ${translate(`integrations.events.types.${event.type}`)}${event.summary ? ` (${event.summary})` : ''}`}>
                    {translate('integrations.events.openContact')}
                  </Link>
                )}
                {event.error && <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>{translate(`integrations.errors.${event.error.code}`)}</Typography>}
              </>
            )}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
