import ChatIcon from '@mui/icons-material/Chat';
import { Badge, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { chatCalls, type Conversation } from '../../../contract/chat';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { isApiError } from '../../dataProvider/ApiError';
import { useCanCall } from '../crm/hooks/useCanCall';
import { useChatClient } from './api/useChatClient';
import { TemplateDialog } from './inbox/TemplateDialog';

type State = { kind: 'loading' } | { kind: 'open'; conversation: Conversation } | { kind: 'none' } | { kind: 'hidden' };

/**
 * The chat entry on a contact's page: their conversation, with its unread count; or, for a contact
 * with a phone and no conversation yet, a template to start one. Hidden when the conversation is
 * not the user's to see.
 */
export function ContactChatButton({ contactId, hasPhone }: { contactId: string; hasPhone: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const client = useChatClient();
  const canWrite = useCanCall(chatCalls.sendWhatsAppToContact);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [templatesOpen, setTemplatesOpen] = useState(false);

  useEffect(() => {
    let live = true;
    client.conversationOfContact(contactId).then(
      (conversation) => live && setState({ kind: 'open', conversation }),
      (error) => live && setState({ kind: isApiError(error) && error.status === 404 ? 'none' : 'hidden' }),
    );
    return () => {
      live = false;
    };
  }, [client, contactId]);

  if (state.kind === 'open') {
    return (
      <Button component={RouterLink} to={to(`crm/chat/${state.conversation._id}`)} startIcon={
        <Badge color="primary" badgeContent={state.conversation.unreadCount} max={99}><ChatIcon /></Badge>
      }>
        {t('chat.contact.open')}
      </Button>
    );
  }
  if (state.kind !== 'none' || !hasPhone || !canWrite) return null;
  const start = async (templateId: string, variables: string[]) => {
    try {
      const message = await client.sendToContact(contactId, templateId, variables);
      navigate(to(`crm/chat/${message.conversationId}`));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      throw error;
    }
  };
  return (
    <>
      <Button startIcon={<ChatIcon />} onClick={() => setTemplatesOpen(true)}>{t('chat.contact.start')}</Button>
      <TemplateDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} onSend={start} />
    </>
  );
}
