import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import TextSnippetIcon from '@mui/icons-material/TextSnippet';
import { Alert, Box, Chip, IconButton, TextField, Tooltip } from '@mui/material';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNow } from '../../../components/useNow';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Conversation } from '../../../../contract/chat';
import { useFormatters } from '../../../components/format/useFormatters';
import { useChatClient } from '../api/useChatClient';
import type { SendInput } from '../api/createChatClient';
import { EmojiPicker } from './EmojiPicker';
import { TemplateDialog } from './TemplateDialog';

/** The send type a file goes as, by what the browser says it is (the server checks the bytes). */
export function sendTypeOf(file: File): SendInput['type'] {
  if (file.type.startsWith('image/')) return 'image';
  if (file.type.startsWith('video/')) return 'video';
  if (file.type.startsWith('audio/')) return 'audio';
  return 'document';
}

export type ComposerProps = {
  conversation: Conversation;
  onSent: (message: ChatMessage) => void;
};

/**
 * Writes to the contact: text (Enter sends, Shift+Enter breaks the line), emoji, a file with its
 * caption and preview, or a template. Outside the 24-hour window only templates can go, and the
 * box says so. A refused send keeps what was written.
 */
export function Composer({ conversation, onSent }: ComposerProps) {
  const { t } = useTranslation();
  const f = useFormatters();
  const notify = useNotify();
  const client = useChatClient();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const now = useNow(60_000);
  const windowOpen = conversation.windowEndsAt !== null && Date.parse(conversation.windowEndsAt) > now;
  const preview = useMemo(() => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  const send = async (input: Omit<SendInput, 'conversationId'>) => {
    setSending(true);
    try {
      onSent(await client.send({ conversationId: conversation._id, ...input }));
      return true;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return false;
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (sending || !windowOpen) return;
    if (file) {
      if (await send({ type: sendTypeOf(file), caption: text.trim() || null, file })) {
        setFile(null);
        setText('');
      }
    } else if (text.trim()) {
      if (await send({ type: 'text', message: text })) setText('');
    }
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  const sendTemplate = async (templateId: string, variables: string[]) => {
    if (!(await send({ type: 'text', templateId, variables }))) throw new Error('refused');
  };

  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); void submit(); }} sx={{ borderTop: 1, borderColor: 'divider', p: 1 }}>
      {!windowOpen && <Alert severity="info" sx={{ mb: 1 }}>{t('chat.thread.windowClosed')}</Alert>}
      {windowOpen && conversation.windowEndsAt && (
        <Box component="p" sx={{ m: 0, mb: 0.5, color: 'text.secondary', typography: 'caption' }}>
          {t('chat.thread.windowOpen', { time: f.dateTime(conversation.windowEndsAt) })}
        </Box>
      )}
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          {preview && <Box component="img" src={preview} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }} />}
          <Chip label={`${file.name} · ${f.number(Math.ceil(file.size / 1024))} KB`} onDelete={() => setFile(null)}
            deleteIcon={<CloseIcon aria-label={t('chat.composer.removeFile')} />} />
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <EmojiPicker disabled={!windowOpen} onPick={(emoji) => { setText((v) => v + emoji); input.current?.focus(); }} />
        <Tooltip title={t('chat.composer.attach')}>
          <span>
            <IconButton aria-label={t('chat.composer.attach')} disabled={!windowOpen} onClick={() => fileInput.current?.click()}><AttachFileIcon /></IconButton>
          </span>
        </Tooltip>
        <input ref={fileInput} type="file" hidden data-testid="chat-file"
          onChange={(e) => { setFile(e.target.files?.[0] ?? null); e.target.value = ''; input.current?.focus(); }} />
        <Tooltip title={t('chat.composer.template')}>
          <IconButton aria-label={t('chat.composer.template')} color={windowOpen ? 'default' : 'primary'} onClick={() => setTemplatesOpen(true)}><TextSnippetIcon /></IconButton>
        </Tooltip>
        <TextField inputRef={input} fullWidth multiline maxRows={6} size="small" disabled={!windowOpen}
          label={file ? t('chat.composer.caption') : t('chat.composer.label')} helperText={t('chat.composer.hint')}
          value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
        <IconButton type="submit" color="primary" aria-label={sending ? t('chat.composer.sending') : t('chat.composer.send')}
          disabled={sending || !windowOpen || (!text.trim() && !file)}>
          <SendIcon />
        </IconButton>
      </Box>
      <TemplateDialog open={templatesOpen} onClose={() => setTemplatesOpen(false)} onSend={sendTemplate} />
    </Box>
  );
}
