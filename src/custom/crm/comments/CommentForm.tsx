import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export type CommentFormProps = {
  initial?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** Writes or rewrites a comment; Ctrl/Cmd+Enter sends it. */
export function CommentForm({ initial = '', submitLabel, busy, onSubmit, onCancel }: CommentFormProps) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const handleSubmit = async () => {
    if (!text.trim()) return;
    await onSubmit(text.trim());
    setText('');
  };
  return (
    <Box component="form" onSubmit={(e) => { e.preventDefault(); void handleSubmit(); }} sx={{ mb: 2 }}>
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={translate('crm.comments.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void handleSubmit();
          if (e.key === 'Escape') onCancel?.();
        }}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
        <Button type="submit" variant="contained" disabled={busy || !text.trim()}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
