import { Alert, AlertTitle, Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProtectionCalls } from '../../../contract/dataProtection';
import { useServices } from '../../app/useServices';
import { useSessionState } from '../../app/useSessionState';
import { apiErrorMessage } from '../../components/form/apiErrorMessage';
import { useFormatters } from '../../components/format/useFormatters';

/**
 * Shown on every signed-in page while the account is scheduled for erasure (the user signed in
 * during the grace period): the date and the one button that brings everything back.
 */
export function AccountDeletionBanner() {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const { user } = useSessionState();
  const { date } = useFormatters();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const scheduledFor = typeof user?.deletionScheduledFor === 'string' ? user.deletionScheduledFor : null;

  if (!scheduledFor) {
    return cancelled ? <Alert severity="success" role="status" onClose={() => setCancelled(false)} sx={{ mb: 2 }}>{t('app.deletion.account.cancelled')}</Alert> : null;
  }
  const handleCancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.call(dataProtectionCalls.cancelAccountDeletion);
      session.updateUser({ ...user!, deletionScheduledFor: null });
      // The companies scheduled with the account are back: their banners go too.
      await session.loadCompanies().catch(() => {});
      setCancelled(true);
    } catch (e) {
      setError(apiErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={(
        <Button color="inherit" variant="outlined" size="small" onClick={() => void handleCancel()} disabled={busy} aria-busy={busy}
          startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
          {t('app.deletion.account.cancel')}
        </Button>
      )}
    >
      <AlertTitle>{t('app.deletion.account.banner', { date: date(scheduledFor, 'long') })}</AlertTitle>
      {t('app.deletion.account.bannerDetail')}
      {error && <div role="alert">{error}</div>}
    </Alert>
  );
}
