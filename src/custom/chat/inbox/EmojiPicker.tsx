import InsertEmoticonIcon from '@mui/icons-material/InsertEmoticon';
import { Box, IconButton, Popover } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

// The emoji business chats use most; characters, so no image or font is fetched.
const EMOJI = ['😀', '😊', '😂', '🙂', '😉', '😍', '🤔', '😅', '🙏', '👍', '👌', '👏', '🙌', '💪', '🤝', '👋',
  '❤️', '🎉', '✅', '❌', '⚠️', '📅', '⏰', '📍', '📞', '📧', '💬', '📝', '📎', '💶', '🚚', '🎁'];

/** A small emoji panel: each emoji is a button, so it works by keyboard. */
export function EmojiPicker({ onPick, disabled }: { onPick: (emoji: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={t('chat.composer.emoji')} disabled={disabled} onClick={(e) => setAnchor(e.currentTarget)}>
        <InsertEmoticonIcon />
      </IconButton>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'left' }} transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box role="group" aria-label={t('chat.composer.emoji')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', p: 1 }}>
          {EMOJI.map((emoji) => (
            <IconButton key={emoji} size="small" aria-label={emoji} onClick={() => { onPick(emoji); setAnchor(null); }} sx={{ fontSize: 20 }}>{emoji}</IconButton>
          ))}
        </Box>
      </Popover>
    </>
  );
}
