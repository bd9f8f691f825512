import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

export type NameDialogProps = {
  title: string;
  label: string;
  initial?: string;
  helperText?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** Asks for one name (new pipeline, new stage, rename); the server's refusal shows under the field. */
export function NameDialog({ title, label, initial = '', helperText, onSubmit, onClose }: NameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const handleSubmit = async () => {
    if (!name.trim()) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="name-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={(e) => { e.preventDefault(); void handleSubmit(); }}>
        <DialogTitle id="name-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={label} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(error)} helperText={error ?? helperText} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy || !name.trim()}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
