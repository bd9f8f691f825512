import EditIcon from '@mui/icons-material/Edit';
import { Box, ButtonBase, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

export type InlineEditFieldProps = {
  label: string;
  value: string;
  /** How the value reads when not editing (a formatted number or date); the value itself by default. */
  display?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'number' | 'date';
  readOnly?: boolean;
  /** Resolves when saved; a rejection's message is shown under the field and editing continues. */
  onSave: (value: string) => Promise<unknown>;
};

/**
 * A value shown as text that becomes an input on click or Enter; Enter or leaving the field
 * saves, Escape cancels. Nothing is sent when the value did not change. Focus never falls to the
 * page: the input stays focusable while saving (read-only, not disabled — a disabled input drops
 * focus to the body), keeps focus with the error after a refusal, and hands it back to the value's
 * button when editing ends.
 */
export function InlineEditField({ label, value, display, type = 'text', readOnly = false, onSave }: InlineEditFieldProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== null;

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  const finishEditing = () => {
    // Only a keyboard-finished edit (Enter/Escape) takes focus back; a click elsewhere keeps its target.
    setDraft(null);
    setError(null);
  };

  const handleSave = async () => {
    if (draft === null || saving) return;
    if (draft.trim() === value) {
      setDraft(null);
      return;
    }
    setSaving(true);
    try {
      await onSave(draft.trim());
      finishEditing();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      returnFocus.current = false;
      inputRef.current?.focus();
    } finally {
      setSaving(false);
    }
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      returnFocus.current = true;
      void handleSave();
    }
    if (event.key === 'Escape') {
      // Escape inside a dialog or drawer cancels this edit only.
      event.stopPropagation();
      returnFocus.current = true;
      finishEditing();
    }
  };

  if (editing) {
    return (
      <TextField
        autoFocus
        fullWidth
        size="small"
        margin="dense"
        type={type}
        label={label}
        value={draft}
        inputRef={inputRef}
        error={Boolean(error)}
        helperText={error ?? translate('crm.inline.hint')}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => void handleSave()}
        slotProps={{ htmlInput: { readOnly: saving, 'aria-busy': saving }, inputLabel: type === 'date' ? { shrink: true } : undefined }}
      />
    );
  }
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {readOnly ? (
        <Typography>{(display ?? value) || '—'}</Typography>
      ) : (
        <ButtonBase
          ref={buttonRef}
          onClick={() => setDraft(value)}
          aria-label={translate('crm.inline.edit', { field: label })}
          sx={{ justifyContent: 'flex-start', width: '100%', textAlign: 'left', borderRadius: 1, px: 0.5, mx: -0.5, '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
        >
          <Typography sx={{ flex: 1 }}>{(display ?? value) || '—'}</Typography>
          <EditIcon fontSize="small" color="action" />
        </ButtonBase>
      )}
    </Box>
  );
}
