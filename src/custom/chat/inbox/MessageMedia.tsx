import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../contract/chat';
import { saveBlob } from '../../../components/download/saveBlob';
import { useChatClient } from '../api/useChatClient';

type Media = NonNullable<ChatMessage['media']>;

/**
 * A message's file: images, video and audio shown inline (fetched with the token into an object
 * URL, released when the message leaves the screen), documents as a download.
 */
export function MessageMedia({ type, media }: { type: ChatMessage['type']; media: Media }) {
  const { t } = useTranslation();
  const client = useChatClient();
  const inline = type === 'image' || type === 'video' || type === 'audio';
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!inline) return;
    let live = true;
    let objectUrl: string | null = null;
    client.media(media.id).then((blob) => {
      if (!live) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    }, () => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, media.id, inline]);

  const name = media.fileName ?? t('chat.inbox.media');
  const download = async () => saveBlob(await client.media(media.id), name);
  return (
    <Box sx={{ mb: 0.5 }}>
      {inline && !url && !failed && <CircularProgress size={24} aria-label={t('app.components.loading')} />}
      {type === 'image' && url && <Box component="img" src={url} alt={name} sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, borderRadius: 1 }} />}
      {type === 'video' && url && <Box component="video" src={url} controls sx={{ display: 'block', maxWidth: '100%', maxHeight: 320 }} />}
      {type === 'audio' && url && <audio src={url} controls aria-label={name} />}
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} sx={{ textTransform: 'none' }}>
        {t('chat.thread.download', { name })}
      </Button>
    </Box>
  );
}
