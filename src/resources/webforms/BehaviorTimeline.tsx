import AdsClickIcon from '@mui/icons-material/AdsClick';
import DescriptionIcon from '@mui/icons-material/Description';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BehaviorEvent } from '../../../contract/webforms';
import { useFormatDate } from './useFormatDate';

const ICONS = { page_view: VisibilityIcon, cta_click: AdsClickIcon, form_submit: DescriptionIcon } as const;

/** A contact's events, newest first: what happened, where, when, and the source it came with. */
export function BehaviorTimeline({ events }: { events: BehaviorEvent[] }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  return (
    <List aria-label={translate('webforms.behavior.timeline')}>
      {events.map((e) => {
        const Icon = ICONS[e.type];
        const where = e.landingName ?? e.url;
        const what = e.label ? `${translate(`webforms.events.${e.type}`)}: ${e.label}` : translate(`webforms.events.${e.type}`);
        return (
          <ListItem key={e._id} divider alignItems="flex-start">
            <ListItemIcon sx={{ mt: 0.5 }}><Icon aria-hidden /></ListItemIcon>
            <ListItemText
              primary={what}
              secondary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <span>{formatDate(e.at)}</span>
                  <span style={{ wordBreak: 'break-all' }}>{where}</span>
                  {e.touch && <Chip component="span" size="small" label={`${translate('webforms.touch.source')}: ${e.source}`} />}
                  {e.touch?.gclid && <Chip component="span" size="small" label="gclid" />}
                  {e.touch?.fbclid && <Chip component="span" size="small" label="fbclid" />}
                </Box>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
