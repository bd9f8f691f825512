import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Autocomplete, Box, Button, Chip, Link, MenuItem, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { chatCalls, type ChatTag, type Conversation } from '../../../../contract/chat';
import { useLocalizedPath } from '../../../app/useLocalizedPath';
import { useCanCall } from '../../crm/hooks/useCanCall';
import { useChatAnswerers } from '../api/useChatAnswerers';
import { useChatClient } from '../api/useChatClient';

type TagOption = ChatTag | { create: string };

export type ThreadHeaderProps = {
  conversation: Conversation;
  tags: ChatTag[];
  onTagCreated: (tag: ChatTag) => void;
  onChanged: (conversation: Conversation) => void;
};

/** Who the conversation is with (linked to the CRM contact), its assignee, tags and archive. */
export function ThreadHeader({ conversation, tags, onTagCreated, onChanged }: ThreadHeaderProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const to = useLocalizedPath();
  const client = useChatClient();
  const canWrite = useCanCall(chatCalls.wppAssign);
  const canCreateTags = useCanCall(chatCalls.createConversationTag);
  const members = useChatAnswerers();

  const run = async (change: () => Promise<Conversation>) => {
    try {
      onChanged(await change());
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const setTags = async (options: TagOption[]) => {
    const ids: string[] = [];
    for (const option of options) {
      if ('create' in option) {
        try {
          const created = await client.createTag(option.create);
          onTagCreated(created);
          ids.push(created._id);
        } catch (error) {
          notify((error as Error).message, { type: 'error' });
          return;
        }
      } else ids.push(option._id);
    }
    await run(() => client.setTags(conversation._id, ids));
  };

  const selected = tags.filter((tag) => conversation.tagIds.includes(tag._id));
  return (
    <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography variant="h6" component="h2" noWrap>{conversation.chatName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {conversation.phone} · <Link component={RouterLink} to={to(`crm/contacts/${conversation.contactId}`)}>{t('chat.thread.openContact')}</Link>
        </Typography>
      </Box>
      <TextField select size="small" label={t('chat.thread.assign')} value={conversation.assignedTo?.userId ?? ''} disabled={!canWrite} sx={{ minWidth: 180 }}
        onChange={(e) => void run(() => client.assign(conversation._id, e.target.value || null))}>
        <MenuItem value="">{t('chat.thread.nobody')}</MenuItem>
        {members.map((m) => <MenuItem key={m.id} value={m.id}>{m.name}</MenuItem>)}
      </TextField>
      <Autocomplete<TagOption, true, false, false>
        multiple size="small" sx={{ minWidth: 220, flex: '1 1 220px' }} disabled={!canWrite}
        options={tags} value={selected}
        getOptionLabel={(o) => ('create' in o ? t('chat.thread.newTag', { name: o.create }) : o.name)}
        isOptionEqualToValue={(a, b) => !('create' in a) && !('create' in b) && a._id === b._id}
        filterOptions={(options, state) => {
          const text = state.inputValue.trim();
          const matching = options.filter((o) => !('create' in o) && o.name.toLowerCase().includes(text.toLowerCase()));
          const exists = options.some((o) => !('create' in o) && o.name.toLowerCase() === text.toLowerCase());
          return text && canCreateTags && !exists ? [...matching, { create: text }] : matching;
        }}
        renderTags={(value, getTagProps) => value.map((o, index) => {
          const { key, ...props } = getTagProps({ index });
          return 'create' in o ? null : <Chip key={key} {...props} size="small" label={o.name} sx={{ bgcolor: o.color, color: '#fff' }} />;
        })}
        renderInput={(params) => <TextField {...params} label={t('chat.thread.tags')} />}
        onChange={(_, value) => void setTags(value)}
      />
      <Button size="small" disabled={!canWrite} startIcon={conversation.archived ? <UnarchiveIcon /> : <ArchiveIcon />}
        onClick={() => void run(() => client.archive(conversation._id, !conversation.archived))}>
        {conversation.archived ? t('chat.thread.unarchive') : t('chat.thread.archive')}
      </Button>
    </Box>
  );
}
