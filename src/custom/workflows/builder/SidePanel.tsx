import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Divider, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The settings of the chosen node beside the canvas: a labelled region with its own heading. */
export function SidePanel({ title, focusKey, onClose, onDelete, children }: { title: string; focusKey: string; onClose: () => void; onDelete?: () => void; children: ReactNode }) {
  const translate = useTranslate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening the panel of another node moves the focus to its heading (not on every keystroke).
  useEffect(() => heading.current?.focus(), [focusKey]);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper', overflowY: 'auto', maxHeight: '100%' }}
    >
      <Stack direction="row" alignItems="center" sx={{ px: 2, py: 1 }}>
        <Typography id={headingId} ref={heading} tabIndex={-1} variant="subtitle1" component="h2" sx={{ flex: 1, outline: 'none' }}>{title}</Typography>
        <IconButton onClick={onClose} aria-label={translate('workflows.builder.closePanel')} size="small"><CloseIcon fontSize="small" /></IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2 }}>{children}</Box>
      {onDelete && (
        <>
          <Divider />
          <Box sx={{ p: 2 }}>
            <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete}>{translate('workflows.builder.deleteStep')}</Button>
          </Box>
        </>
      )}
    </Box>
  );
}
