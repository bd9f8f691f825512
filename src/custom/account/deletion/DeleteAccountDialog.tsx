import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETION_GRACE_DAYS, dataProtectionCalls, type AccountDeletion } from '../../../../contract/dataProtection';
import { useServices } from '../../../app/useServices';
import { useSessionState } from '../../../app/useSessionState';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';
import { useFieldErrors } from '../../../components/form/useFieldErrors';
import { useFormatters } from '../../../components/format/useFormatters';
import { useNow } from '../../../components/useNow';
import { CompanyNameList } from './CompanyNameList';

type DeleteAccountDialogProps = { onClose: () => void; onScheduled: (scheduledFor: string) => void };

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; deletion: AccountDeletion };

/**
 * Asks for the password (or, for an account without one, the email) before scheduling the
 * account's erasure, and says first what it means: the date, the sign-out, the mail, and which
 * companies go with the account and which stay. Mounted while open, so each opening starts afresh.
 */
export function DeleteAccountDialog({ onClose, onScheduled }: DeleteAccountDialogProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { user } = useSessionState();
  const { date } = useFormatters();
  const titleId = useId();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [secret, setSecret] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const errors = useFieldErrors<'password' | 'confirmEmail'>();

  const [attempt, setAttempt] = useState(0);
  const handleRetry = () => {
    setLoad({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  useEffect(() => {
    let live = true;
    api.call<AccountDeletion>(dataProtectionCalls.getAccountDeletion).then(
      (deletion) => live && setLoad({ state: 'ready', deletion }),
      () => live && setLoad({ state: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const field = load.state === 'ready' && !load.deletion.hasPassword ? 'confirmEmail' : 'password';
  const now = useNow(60_000);
  const when = date(new Date(now + DELETION_GRACE_DAYS * 86_400_000), 'long');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret.trim()) {
      errors.setRuleErrors({ [field]: 'app.errors.fields.required' });
      return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      const result = await api.call<AccountDeletion>(dataProtectionCalls.requestAccountDeletion, { body: { [field]: secret } });
      onScheduled(result.scheduledFor!);
    } catch (error) {
      errors.setServerErrors(error);
      setRefusal(apiErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={handleSubmit} noValidate>
        <DialogTitle id={titleId}>{t('app.deletion.account.title')}</DialogTitle>
        <DialogContent>
          {load.state === 'loading' && (
            <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CircularProgress size={20} aria-hidden />
              {t('app.deletion.account.loading')}
            </Box>
          )}
          {load.state === 'error' && (
            <Alert severity="error" action={<Button color="inherit" onClick={handleRetry}>{t('app.deletion.account.retry')}</Button>}>
              {t('app.deletion.account.loadError')}
            </Alert>
          )}
          {load.state === 'ready' && (
            <>
              <Typography sx={{ mb: 2 }}>{t('app.deletion.account.grace', { date: when, days: DELETION_GRACE_DAYS })}</Typography>
              <Typography sx={{ mb: 2 }}>{t('app.deletion.account.companiesRule')}</Typography>
              <Typography sx={{ mb: 2 }}>{t('app.deletion.account.invoicesKept')}</Typography>
              {load.deletion.companiesDeleted.length + load.deletion.companiesLeft.length === 0 ? (
                <Typography sx={{ mb: 2 }}>{t('app.deletion.account.noCompanies')}</Typography>
              ) : (
                <>
                  <CompanyNameList title={t('app.deletion.account.companiesDeleted')} companies={load.deletion.companiesDeleted} />
                  <CompanyNameList title={t('app.deletion.account.companiesLeft')} companies={load.deletion.companiesLeft} />
                </>
              )}
              <TextField
                autoFocus
                fullWidth
                margin="dense"
                name={field}
                type={field === 'password' ? 'password' : 'email'}
                autoComplete={field === 'password' ? 'current-password' : 'off'}
                label={field === 'password' ? t('app.deletion.account.password') : t('app.deletion.account.confirmEmail', { email: user?.email ?? '' })}
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
                {...errors.fieldProps(field)}
              />
              {refusal && !errors.errors[field] && <Alert severity="error">{refusal}</Alert>}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{t('app.components.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={busy || load.state !== 'ready'}
            aria-busy={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t('app.deletion.account.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
