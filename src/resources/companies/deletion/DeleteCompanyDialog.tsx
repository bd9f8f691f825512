import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../contract/companies';
import { DELETION_GRACE_DAYS, dataProtectionCalls } from '../../../../contract/dataProtection';
import { useServices } from '../../../app/useServices';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { useFormatters } from '../../../components/format/useFormatters';
import { useNow } from '../../../components/useNow';

type DeleteCompanyDialogProps = { company: Pick<Company, '_id' | 'name'>; onClose: () => void; onScheduled: () => void };

/**
 * The owner types the company's name to schedule its erasure; the dialog says the date and that it
 * stays usable until then. Mounted while open, so each opening starts afresh.
 */
export function DeleteCompanyDialog({ company, onClose, onScheduled }: DeleteCompanyDialogProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { date } = useFormatters();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = useFieldErrors<'confirmName'>();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The same check as the server's, said at once (the server checks again).
    if (typed.trim() !== company.name.trim()) {
      errors.setRuleErrors({ confirmName: typed.trim() ? 'app.errors.fields.confirmation_mismatch' : 'app.errors.fields.required' });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      await api.call(dataProtectionCalls.scheduleCompanyDeletion, { params: { id: company._id }, body: { confirmName: typed } });
      onScheduled();
    } catch (error) {
      errors.setServerErrors(error);
      setRefusal(apiErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const now = useNow(60_000);
  const when = date(new Date(now + DELETION_GRACE_DAYS * 86_400_000), 'long');
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('app.deletion.company.title', { name: company.name })}</DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('app.deletion.company.grace', { name: company.name, date: when, days: DELETION_GRACE_DAYS })}</Typography>
          <Typography sx={{ mb: 2 }}>{t('app.deletion.company.invoicesKept')}</Typography>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            name="confirmName"
            autoComplete="off"
            label={t('app.deletion.company.confirmName', { name: company.name })}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            {...errors.fieldProps('confirmName')}
          />
          {refusal && !errors.errors.confirmName && <Alert severity="error">{refusal}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('app.components.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={busy} aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
            {t('app.deletion.company.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
