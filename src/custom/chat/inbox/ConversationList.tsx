import { Avatar, Badge, Box, Button, CircularProgress, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '../../../../contract/chat';
import { useFormatters } from '../../../components/format/useFormatters';
import { dayKey } from './liveMerge';

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '#';

export type ConversationListProps = {
  items: Conversation[];
  selectedId: string | null;
  onOpen: (id: string) => void;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

/**
 * The conversations, newest activity first: name, the last message, its time and the unread
 * count. Arrow keys move between them, Enter opens one.
 */
export function ConversationList({ items, selectedId, onOpen, hasMore, loading, onLoadMore }: ConversationListProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const today = dayKey(new Date().toISOString());

  const onKeyDown = (e: React.KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const buttons = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-conversation]')];
    const index = buttons.indexOf(document.activeElement as HTMLElement);
    const next = buttons[Math.max(0, Math.min(buttons.length - 1, index + (e.key === 'ArrowDown' ? 1 : -1)))];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };

  const preview = (c: Conversation) => {
    const m = c.lastMessage;
    if (!m) return '';
    const body = m.text ?? m.caption ?? t('chat.inbox.media');
    return m.direction === 'out' ? `${t('chat.inbox.you')}: ${body}` : body;
  };

  return (
    <>
      <List disablePadding onKeyDown={onKeyDown}>
        {items.map((c) => (
          <ListItem key={c._id} disablePadding>
          <ListItemButton data-conversation={c._id} selected={c._id === selectedId} onClick={() => onOpen(c._id)}
            aria-current={c._id === selectedId ? 'true' : undefined} sx={{ borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}>
            <ListItemAvatar><Avatar aria-hidden sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>{initials(c.chatName)}</Avatar></ListItemAvatar>
            <ListItemText
              primary={(
                <Box component="span" sx={{ display: 'flex', gap: 1 }}>
                  <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: c.unreadCount ? 700 : 400 }}>{c.chatName}</Box>
                  {c.lastMessageAt && (
                    <Typography component="time" variant="caption" color="text.secondary" dateTime={c.lastMessageAt}>
                      {dayKey(c.lastMessageAt) === today ? f.time(c.lastMessageAt) : f.date(c.lastMessageAt, 'short')}
                    </Typography>
                  )}
                </Box>
              )}
              secondary={(
                <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <Box component="span" sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{preview(c)}</Box>
                  {c.unreadCount > 0 && (
                    <Badge color="primary" badgeContent={c.unreadCount} max={99} sx={{ mr: 1 }}
                      slotProps={{ badge: { 'aria-label': t('chat.inbox.unread', { count: c.unreadCount }) } as object }} />
                  )}
                </Box>
              )}
            />
          </ListItemButton>
          </ListItem>
        ))}
      </List>
      {loading && <Box sx={{ textAlign: 'center', p: 2 }}><CircularProgress size={24} aria-label={t('app.components.loading')} /></Box>}
      {hasMore && !loading && <Box sx={{ textAlign: 'center', p: 1 }}><Button onClick={onLoadMore}>{t('chat.inbox.loadMore')}</Button></Box>}
    </>
  );
}
