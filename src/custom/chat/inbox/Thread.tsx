import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chatCalls, type ChatTag, type Conversation } from '../../../../contract/chat';
import { useFormatters } from '../../../components/format/useFormatters';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { Composer } from './Composer';
import { ContactPanel } from './ContactPanel';
import { dayKey } from './liveMerge';
import { MessageBubble } from './MessageBubble';
import { ThreadHeader } from './ThreadHeader';
import { useThread } from './useThread';

export type ThreadProps = {
  conversationId: string;
  tags: ChatTag[];
  onTagCreated: (tag: ChatTag) => void;
  /** The conversation changed here (read, assigned, tagged, a message sent): the list follows. */
  onChanged: (conversation: Conversation) => void;
};

function useDayLabel() {
  const { t } = useTranslation();
  const f = useFormatters();
  return (iso: string) => {
    const today = dayKey(new Date().toISOString());
    const yesterday = dayKey(new Date(Date.now() - 86_400_000).toISOString());
    const key = dayKey(iso);
    return key === today ? t('chat.thread.today') : key === yesterday ? t('chat.thread.yesterday') : f.date(iso, 'long');
  };
}

/**
 * The open conversation: its messages oldest at the top with a separator per day, earlier pages
 * loaded when scrolled to the top (or by the button), the newest kept in view as messages arrive.
 */
export function Thread({ conversationId, tags, onTagCreated, onChanged }: ThreadProps) {
  const { t } = useTranslation();
  const thread = useThread(conversationId, onChanged);
  const canSend = useCanCall(chatCalls.wppSend);
  const dayLabel = useDayLabel();
  const scroller = useRef<HTMLDivElement | null>(null);
  const stickToBottom = useRef(true);
  const heightBeforeOlder = useRef<number | null>(null);
  const last = thread.messages.at(-1)?._id;

  // New messages keep the view at the bottom (unless reading history); older ones keep the place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    } else if (stickToBottom.current) el.scrollTop = el.scrollHeight;
  }, [thread.messages.length, last]);
  useEffect(() => {
    stickToBottom.current = true;
  }, [conversationId]);

  const loadOlder = async () => {
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    await thread.loadOlder().catch(() => (heightBeforeOlder.current = null));
  };
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    stickToBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    if (el.scrollTop < 40 && thread.hasOlder && heightBeforeOlder.current === null) void loadOlder();
  };

  if (thread.error && !thread.conversation) {
    return <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={() => void thread.reload()}>{t('crm.errors.retry')}</Button>}>{t('chat.thread.loadError')}</Alert>;
  }
  if (!thread.conversation) return <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}><CircularProgress aria-label={t('app.components.loading')} /></Box>;

  return (
    <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, minHeight: 0 }}>
        <ThreadHeader conversation={thread.conversation} tags={tags} onTagCreated={onTagCreated} onChanged={thread.setConversation} />
        <Box ref={scroller} onScroll={onScroll} sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }} tabIndex={0} aria-label={t('chat.inbox.threadLabel')}>
          {thread.hasOlder && (
            <Box sx={{ textAlign: 'center' }}><Button size="small" onClick={() => void loadOlder()}>{t('chat.thread.older')}</Button></Box>
          )}
          {thread.messages.length === 0 && <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 4 }}>{t('chat.thread.empty')}</Typography>}
          <Box component="ol" aria-live="polite" sx={{ p: 0, m: 0 }}>
            {thread.messages.map((message, i) => {
              const newDay = i === 0 || dayKey(thread.messages[i - 1]!.createdAt) !== dayKey(message.createdAt);
              return (
                <Fragment key={message._id}>
                  {newDay && (
                    <Box component="li" sx={{ listStyle: 'none', textAlign: 'center', my: 1 }}>
                      <Typography variant="caption" sx={{ px: 1, py: 0.25, borderRadius: 1, bgcolor: 'action.selected' }}>{dayLabel(message.createdAt)}</Typography>
                    </Box>
                  )}
                  <MessageBubble message={message} />
                </Fragment>
              );
            })}
          </Box>
        </Box>
        {canSend && (
          <Composer conversation={thread.conversation} onSent={(message) => {
            stickToBottom.current = true;
            thread.addMessage(message);
          }} />
        )}
      </Box>
      <ContactPanel conversationId={conversationId} />
    </Box>
  );
}
