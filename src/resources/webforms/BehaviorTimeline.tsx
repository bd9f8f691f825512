import AdsClickIcon from '@mui/icons-material/AdsClick';
import DescriptionIcon from '@mui/icons-material/Description';
import DraftsIcon from '@mui/icons-material/Drafts';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import LinkIcon from '@mui/icons-material/Link';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import ReportIcon from '@mui/icons-material/Report';
import UnsubscribeIcon from '@mui/icons-material/Unsubscribe';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, Chip, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BehaviorEvent } from '../../../contract/webforms';
import type { ContactEmailEvent } from '../../../contract/email';
import { useFormatDate } from './useFormatDate';

const ICONS = { page_view: VisibilityIcon, cta_click: AdsClickIcon, form_submit: DescriptionIcon } as const;
const EMAIL_ICONS = {
  sent: MailOutlineIcon, opened: DraftsIcon, clicked: LinkIcon, soft_bounced: ErrorOutlineIcon,
  hard_bounced: ErrorOutlineIcon, unsubscribed: UnsubscribeIcon, spam_complaint: ReportIcon,
} as const;

type Entry = { _id: string; at: string; icon: typeof VisibilityIcon; what: string; details: ReactNode };

/**
 * A contact's events, newest first: visits, clicks and forms (what happened, where, when, and the
 * source it came with) and the emails sent to them with what came of each (opened, clicked,
 * bounced, unsubscribed), on one line of time.
 */
export function BehaviorTimeline({ events, emailEvents = [] }: { events: BehaviorEvent[]; emailEvents?: ContactEmailEvent[] }) {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const web: Entry[] = events.map((e) => ({
    _id: e._id, at: e.at, icon: ICONS[e.type],
    what: e.label ? `${translate(`webforms.events.${e.type}`)}: ${e.label}` : translate(`webforms.events.${e.type}`),
    details: (
      <>
        <span style={{ wordBreak: 'break-all' }}>{e.landingName ?? e.url}</span>
        {e.touch && <Chip component="span" size="small" label={`${translate('webforms.touch.source')}: ${e.source}`} />}
        {e.touch?.gclid && <Chip component="span" size="small" label="gclid" />}
        {e.touch?.fbclid && <Chip component="span" size="small" label="fbclid" />}
      </>
    ),
  }));
  const mail: Entry[] = emailEvents.map((e) => ({
    _id: `email-${e._id}`, at: e.at, icon: EMAIL_ICONS[e.type],
    what: `${translate(`webforms.emailEvents.${e.type}`)}: ${e.subject}`,
    details: e.url ? <span style={{ wordBreak: 'break-all' }}>{e.url}</span> : null,
  }));
  // ISO 8601 instants in UTC sort as text.
  const entries = [...web, ...mail].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return (
    <List aria-label={translate('webforms.behavior.timeline')}>
      {entries.map((e) => {
        const Icon = e.icon;
        return (
          <ListItem key={e._id} divider alignItems="flex-start">
            <ListItemIcon sx={{ mt: 0.5 }}><Icon aria-hidden /></ListItemIcon>
            <ListItemText
              primary={e.what}
              secondary={
                <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <span>{formatDate(e.at)}</span>
                  {e.details}
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
