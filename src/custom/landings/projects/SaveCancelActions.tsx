import { Button, CircularProgress, DialogActions } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A landings dialog's form buttons: Cancel, and Save (submits; busy while saving, both off). */
export function SaveCancelActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={saving}>{t('landings.cancel')}</Button>
      <Button type="submit" variant="contained" disabled={saving} aria-busy={saving}
        startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
        {t('landings.save')}
      </Button>
    </DialogActions>
  );
}
