import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../contract/chat';
import { useFormatters } from '../../../components/format/useFormatters';
import { MessageMedia } from './MessageMedia';

/** The ticks of a sent message: the icon for the eye, the word for screen readers and the tooltip. */
function Ticks({ status }: { status: ChatMessage['status'] }) {
  const { t } = useTranslation();
  const label = t(`chat.thread.status.${status}`);
  const sx = { fontSize: 16, verticalAlign: 'middle' };
  const icon = status === 'read' ? <DoneAllIcon sx={{ ...sx, color: 'info.main' }} />
    : status === 'delivered' ? <DoneAllIcon sx={sx} />
      : status === 'sent' ? <DoneIcon sx={sx} />
        : status === 'failed' ? <ErrorOutlineIcon sx={{ ...sx, color: 'error.main' }} /> : <ScheduleIcon sx={sx} />;
  return <Box component="span" title={label} data-status={status} sx={{ ml: 0.5 }}>{icon}<Box component="span" sx={visuallyHidden}>{label}</Box></Box>;
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** One message: the contact's on the left, the business's on the right with its ticks. */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const mine = message.direction === 'out';
  const text = message.text ?? message.caption;
  return (
    <Box component="li" sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none', my: 0.5 }}>
      <Box sx={{
        maxWidth: 'min(75%, 560px)', px: 1.5, py: 1, borderRadius: 2, bgcolor: mine ? 'primary.main' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary', '& a': { color: 'inherit' },
      }}>
        {mine && message.sentBy && (
          <Typography variant="caption" component="p" sx={{ opacity: 0.85, fontStyle: message.sentBy.userId ? undefined : 'italic' }}>
            {message.sentBy.userId ? message.sentBy.name : t('chat.thread.erasedSender')}
          </Typography>
        )}
        {message.media && <MessageMedia type={message.type} media={message.media} />}
        {message.location && (
          <Link href={`https://www.openstreetmap.org/?mlat=${message.location.latitude}&mlon=${message.location.longitude}`} target="_blank" rel="noopener noreferrer">
            {t('chat.thread.location')}: {message.location.name ?? `${message.location.latitude}, ${message.location.longitude}`}
          </Link>
        )}
        {message.contactCard && <Typography>{t('chat.thread.contactCard', message.contactCard)}</Typography>}
        {text && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>}
        <Typography variant="caption" component="p" sx={{ textAlign: 'right', opacity: 0.85 }}>
          <time dateTime={message.createdAt}>{f.time(message.createdAt)}</time>
          {mine && <Ticks status={message.status} />}
        </Typography>
      </Box>
    </Box>
  );
}
