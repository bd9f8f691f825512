import NotificationsIcon from '@mui/icons-material/Notifications';
import { Alert, Badge, Box, Button, IconButton, List, ListItemButton, Popover, Tooltip, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Notification } from '../../../contract/notifications';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useFormatters } from '../../components/format/useFormatters';
import { LoadingStatus } from '../../components/LoadingStatus/LoadingStatus';
import { useNotifications } from './useNotifications';

/** Only a path inside this app is followed (`/crm/…`), never another site or a protocol-relative `//host`. */
const isAppPath = (link: string | null): link is string => Boolean(link && link.startsWith('/') && !link.startsWith('//'));

/**
 * The bell in the top bar: the unread count on it, and a panel with the newest notifications.
 * Opening one marks it read and follows its link; all can be marked read at once.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const headingId = useId();
  const panelId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState(false);
  const { hasCompany, list, unread, markRead, markAllRead } = useNotifications();

  const attempt = async (action: () => Promise<void>) => {
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    }
  };
  const openOne = (notification: Notification) => {
    if (isAppPath(notification.link)) {
      setAnchor(null);
      navigate(to(notification.link));
    }
    if (!notification.read) void attempt(() => markRead([notification._id]));
  };

  // Notifications belong to a company: none chosen yet (choosing an account), no bell.
  if (!hasCompany) return null;
  const name = unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton color="inherit" aria-label={name} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} aria-controls={anchor ? panelId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={unread} max={99} color="error"><NotificationsIcon /></Badge>
        </IconButton>
      </Tooltip>
      <Popover id={panelId} open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flex: 1 }}>{t('notifications.title')}</Typography>
          <Button size="small" disabled={!unread} onClick={() => void attempt(markAllRead)}>{t('notifications.markAllRead')}</Button>
        </Box>
        {failed && <Alert severity="error" role="alert" sx={{ m: 1 }}>{t('notifications.markFailed')}</Alert>}
        {list.isPending && <LoadingStatus label={t('notifications.loading')} sx={{ p: 2 }} />}
        {list.isError && (
          <Alert severity="error" sx={{ m: 1 }} action={<Button color="inherit" size="small" onClick={() => void list.refetch()}>{t('notifications.retry')}</Button>}>
            {t('notifications.loadFailed')}
          </Alert>
        )}
        {list.data && list.data.data.length === 0 && <Typography color="text.secondary" sx={{ p: 2 }}>{t('notifications.empty')}</Typography>}
        {list.data && list.data.data.length > 0 && (
          <List dense disablePadding aria-labelledby={headingId}>
            {list.data.data.map((n) => (
              <li key={n._id}>
                <ListItemButton onClick={() => openOne(n)} sx={{ display: 'block', borderBottom: 1, borderColor: 'divider', bgcolor: n.read ? undefined : 'action.hover' }}>
                  <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: n.read ? 400 : 700 }}>
                    {!n.read && <Box component="span" sx={visuallyHidden}>{`${t('notifications.unread')}: `}</Box>}
                    {n.title}
                  </Typography>
                  {n.body && <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block', whiteSpace: 'pre-line' }}>{n.body}</Typography>}
                  <Typography variant="caption" component="time" color="text.secondary" dateTime={n.createdAt} sx={{ display: 'block' }}>
                    {format.dateTime(n.createdAt)}
                  </Typography>
                </ListItemButton>
              </li>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
