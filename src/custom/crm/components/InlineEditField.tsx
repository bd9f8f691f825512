import EditIcon from '@mui/icons-material/Edit';
import { Box, ButtonBase, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export type InlineEditFieldProps = {
  label: string;
  value: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date';
  readOnly?: boolean;
  /** Resolves when saved; a rejection's message is shown under the field and editing continues. */
  onSave: (value: string) => Promise<unknown>;
};

/**
 * A value shown as text that becomes an input on click or Enter; Enter or leaving the field
 * saves, Escape cancels. Nothing is sent when the value did not change.
 */
export function InlineEditField({ label, value, type = 'text', readOnly = false, onSave }: InlineEditFieldProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    if (draft === null || saving) return;
    if (draft.trim() === value) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft.trim());
      setDraft(null);
      setError(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  const handleCancel = () => {
    setDraft(null);
    setError(null);
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void handleSave();
    }
    if (event.key === 'Escape') handleCancel();
  };

  if (draft !== null) {
    return (
      <TextField
        autoFocus
        fullWidth
        size="small"
        margin="dense"
        type={type}
        label={label}
        value={draft}
        disabled={saving}
        error={Boolean(error)}
        helperText={error ?? translate('crm.inline.hint')}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => void handleSave()}
        slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
      />
    );
  }
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {readOnly ? (
        <Typography>{value || '—'}</Typography>
      ) : (
        <ButtonBase
          onClick={() => setDraft(value)}
          aria-label={translate('crm.inline.edit', { field: label })}
          sx={{ justifyContent: 'flex-start', width: '100%', textAlign: 'left', borderRadius: 1, px: 0.5, mx: -0.5, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
        >
          <Typography sx={{ flex: 1 }}>{value || '—'}</Typography>
          <EditIcon fontSize="small" color="action" />
        </ButtonBase>
      )}
    </Box>
  );
}
