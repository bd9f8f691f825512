import SyncIcon from '@mui/icons-material/Sync';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useState } from 'react';
import { chatCalls } from '../../../contract/chat';
import { useChatClient } from '../../custom/chat/api/useChatClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';

/** Asks the channel for the review of every template (PENDING ones become approved or rejected). */
export function SyncTemplatesButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const client = useChatClient();
  const [busy, setBusy] = useState(false);
  if (!useCanCall(chatCalls.syncTemplates)) return null;
  const sync = async () => {
    setBusy(true);
    try {
      await client.syncTemplates();
      notify('resources.chatTemplates.notifications.synced', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label={translate('resources.chatTemplates.actions.sync')} onClick={() => void sync()} disabled={busy}><SyncIcon /></Button>;
}
