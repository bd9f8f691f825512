import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_FILTERS, type ChatTag } from '../../../../contract/chat';
import { useChatAnswerers } from '../api/useChatAnswerers';
import type { ConversationFilters } from './useConversations';

/** Search (as you type, after a pause), the filter, the tag and the collaborator. */
export function InboxToolbar({ value, onChange, tags }: { value: ConversationFilters; onChange: (v: ConversationFilters) => void; tags: ChatTag[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value.searchTerm);
  const members = useChatAnswerers();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() !== value.searchTerm) onChange({ ...value, searchTerm: search.trim() });
    }, 300);
    return () => clearTimeout(timer);
  }, [search, value, onChange]);
  return (
    <Box sx={{ p: 1, display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr', borderBottom: 1, borderColor: 'divider' }}>
      <TextField size="small" type="search" label={t('chat.inbox.search')} value={search} onChange={(e) => setSearch(e.target.value)} sx={{ gridColumn: '1 / -1' }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> } }} />
      <TextField select size="small" label={t('chat.inbox.filter')} value={value.filter} onChange={(e) => onChange({ ...value, filter: e.target.value as ConversationFilters['filter'] })}>
        {CHAT_FILTERS.map((f) => <MenuItem key={f} value={f}>{t(`chat.inbox.filters.${f}`)}</MenuItem>)}
      </TextField>
      <TextField select size="small" label={t('chat.inbox.tag')} value={value.tagId ?? ''} onChange={(e) => onChange({ ...value, tagId: e.target.value || null })}>
        <MenuItem value="">{t('chat.inbox.allTags')}</MenuItem>
        {tags.map((tag) => <MenuItem key={tag._id} value={tag._id}>{tag.name}</MenuItem>)}
      </TextField>
      <TextField select size="small" label={t('chat.inbox.collaborator')} value={value.collaborator ?? ''} sx={{ gridColumn: '1 / -1' }}
        onChange={(e) => onChange({ ...value, collaborator: e.target.value || null })}>
        <MenuItem value="">{t('chat.inbox.anyone')}</MenuItem>
        <MenuItem value="unassigned">{t('chat.inbox.filters.unassigned')}</MenuItem>
        {members.map((m) => <MenuItem key={m.id} value={m.id}>{m.name}</MenuItem>)}
      </TextField>
    </Box>
  );
}
