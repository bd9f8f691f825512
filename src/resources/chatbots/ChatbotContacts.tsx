import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { FormDataConsumer, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { chatbotCalls } from '../../../contract/chatbots';
import { useServices } from '../../app/useServices';
import { useContactLists } from '../../custom/crm/hooks/useCrmLookups';

/**
 * For a chatbot that answers selected contacts: how many it has, and adding a whole list. The
 * audience is read through react-admin's FormDataConsumer (its own form context, whichever copy
 * of react-hook-form a bundle carries).
 */
export function ChatbotContacts() {
  return <FormDataConsumer>{({ formData }) => formData.audience === 'selected' && <AddedContacts />}</FormDataConsumer>;
}

function AddedContacts() {
  const t = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { api, session } = useServices();
  const record = useRecordContext<{ id: string; contactCount?: number }>();
  const { data: lists = [] } = useContactLists();
  const [listId, setListId] = useState('');
  if (!record) return null;
  const add = async () => {
    try {
      const res = await api.call<{ added: number; contactCount: number }>(chatbotCalls.addContactsToChatbot, {
        body: { companyId: session.companyId.get(), chatbotId: record.id, contactListId: listId },
      });
      notify(t('resources.chatbots.notifications.added', { count: res.added }), { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box component="section" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="h2">{t('resources.chatbots.sections.contacts')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('resources.chatbots.contactCount', { count: record.contactCount ?? 0 })}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('resources.chatbots.fields.list')} value={listId} onChange={(e) => setListId(e.target.value)} sx={{ minWidth: 220 }}>
          {lists.map((l) => <MenuItem key={l.id} value={l.id}>{l.name}</MenuItem>)}
        </TextField>
        <Button variant="outlined" disabled={!listId} onClick={() => void add()}>{t('resources.chatbots.addList')}</Button>
      </Box>
    </Box>
  );
}
