import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  body?: ReactNode;
  confirmLabel?: string;
  /** Deleting, sending to everyone…: the confirm button takes the error colour. */
  destructive?: boolean;
  /** May be async: the dialog stays open, its button busy, until it settles; a failure keeps it open. */
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
};

/** Asks before doing something that cannot be undone. Escape or Cancel closes it and does nothing. */
export function ConfirmDialog({ open, title, body, confirmLabel, destructive, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const handleConfirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reports the failure (a notification); the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {body && <DialogContent><DialogContentText component="div">{body}</DialogContentText></DialogContent>}
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('app.components.cancel')}</Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={handleConfirm}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          aria-busy={busy}
        >
          {confirmLabel ?? t('app.components.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
