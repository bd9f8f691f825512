import { Dialog, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { SaveCancelActions } from './SaveCancelActions';

/** What the field says under it while the user types: a problem (submitting is refused) or a hint. */
export type FieldCheck = { error?: string; hint?: string };

type Props = {
  open: boolean;
  title: string;
  label: string;
  initialValue: string;
  maxLength?: number;
  /** Checked as the user types (a problem shows once they have typed or tried to save). */
  check: (value: string) => FieldCheck;
  /** Saves; resolves to the text to show on the field when the server refuses, or null when saved. */
  onSubmit: (value: string) => Promise<string | null>;
  onClose: () => void;
};

/** One value to change in a dialog (a landing's name, its subdomain): checked while typed, the server's refusal on the field. */
export function FieldDialog({ open, title, onClose, ...body }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Mounted only while open: each opening starts from the landing's current value. */}
      <FieldDialogBody {...body} onClose={onClose} />
    </Dialog>
  );
}

function FieldDialogBody({ label, initialValue, maxLength, check, onSubmit, onClose }: Omit<Props, 'open' | 'title'>) {
  const [value, setValue] = useState(initialValue);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const checked = check(value);
  const error = serverError ?? (touched ? checked.error : undefined);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (checked.error) return;
    setSaving(true);
    try {
      const refusal = await onSubmit(value);
      if (refusal) setServerError(refusal);
      else onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate>
      <DialogContent>
        <TextField autoFocus fullWidth label={label} value={value} disabled={saving}
          onChange={(e) => { setValue(e.target.value); setTouched(true); setServerError(null); }}
          error={Boolean(error)} helperText={error ?? checked.hint ?? ' '} slotProps={{ htmlInput: { maxLength } }} />
      </DialogContent>
      <SaveCancelActions saving={saving} onCancel={onClose} />
    </form>
  );
}
