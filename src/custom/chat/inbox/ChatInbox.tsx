import ForumIcon from '@mui/icons-material/Forum';
import { Alert, Box, Button } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { ChatTag } from '../../../../contract/chat';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useSessionState } from '../../../app/useSessionState';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { SplitView } from '../../../components/SplitView/SplitView';
import { useRealtime } from '../../../realtime/realtimeContext';
import { CrmPageTitle } from '../../crm/components/CrmPageTitle';
import { useChatClient } from '../api/useChatClient';
import { ConversationList } from './ConversationList';
import { InboxToolbar } from './InboxToolbar';
import { Thread } from './Thread';
import { useConversations, type ConversationFilters } from './useConversations';

/** The inbox at crm/chat (and crm/chat/:conversationId): the list beside the open conversation. */
export default function ChatInbox() {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { conversationId = null } = useParams();
  const { user } = useSessionState();
  const { chatStatus, socketStatus } = useRealtime();
  const client = useChatClient();
  const [filters, setFilters] = useState<ConversationFilters>({ searchTerm: '', filter: 'read', tagId: null, collaborator: null });
  const list = useConversations(filters, user?._id ?? null);
  const [tags, setTags] = useState<ChatTag[]>([]);
  useEffect(() => {
    client.tags().then((page) => setTags(page.data), () => setTags([]));
  }, [client]);
  const onTagCreated = useCallback((tag: ChatTag) => setTags((all) => [...all, tag].sort((a, b) => a.name.localeCompare(b.name))), []);
  const open = (id: string) => navigate(to(`crm/chat/${id}`));
  const filtered = Boolean(filters.searchTerm || filters.tagId || filters.collaborator || filters.filter !== 'read');

  const listPane = (
    <>
      <InboxToolbar value={filters} onChange={setFilters} tags={tags} />
      {list.error ? (
        <Alert severity="error" sx={{ m: 1 }} action={<Button onClick={() => void list.reload()}>{t('crm.errors.retry')}</Button>}>{t('crm.errors.load')}</Alert>
      ) : null}
      {!list.loading && !list.error && list.items.length === 0 && (
        filtered ? <Box role="status" sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>{t('chat.inbox.noResults')}</Box>
          : <EmptyState headingLevel={2} icon={<ForumIcon />} title={t('chat.inbox.emptyTitle')} body={t('chat.inbox.emptyBody')} />
      )}
      <ConversationList items={list.items} selectedId={conversationId} onOpen={open} hasMore={list.hasMore} loading={list.loading} onLoadMore={() => void list.loadMore()} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: { xs: 'calc(100dvh - 170px)', md: 'calc(100dvh - 190px)' }, minHeight: 420 }}>
      <CrmPageTitle title={t('chat.inbox.title')} />
      {chatStatus !== 'ready' && (
        <Alert severity="warning" action={<Button component={RouterLink} to={to('crm/chat/session')}>{t('chat.inbox.connect')}</Button>}>
          {t('chat.inbox.notConnected')}
        </Alert>
      )}
      {chatStatus === 'ready' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'caption', color: 'text.secondary' }}>
          <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: socketStatus === 'connected' ? 'success.main' : 'warning.main' }} />
          {socketStatus === 'connected' ? t('chat.inbox.live') : t('chat.inbox.offline')}
        </Box>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <SplitView
          list={listPane}
          detail={conversationId ? <Thread key={conversationId} conversationId={conversationId} tags={tags} onTagCreated={onTagCreated} onChanged={list.apply} /> : null}
          placeholder={<EmptyState headingLevel={2} icon={<ForumIcon />} title={t('chat.inbox.pick')} body={t('chat.inbox.pickBody')} />}
          onBack={() => navigate(to('crm/chat'))}
          listLabel={t('chat.inbox.listLabel')}
          detailLabel={t('chat.inbox.threadLabel')}
        />
      </Box>
    </Box>
  );
}
