import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { dataProtectionCalls } from '../../../../contract/dataProtection';
import { useServices } from '../../../app/useServices';
import { apiErrorMessage } from '../../../components/form/apiErrorMessage';

/** Cancels the company's scheduled erasure (owners only see it); the session's companies reload so every banner follows. */
export function CancelCompanyDeletionButton({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const handleCancel = async () => {
    setBusy(true);
    try {
      await api.call(dataProtectionCalls.cancelCompanyDeletion, { params: { id: companyId } });
      await session.loadCompanies().catch(() => {});
      notify(t('app.deletion.company.cancelled'), { type: 'success' });
    } catch (error) {
      notify(apiErrorMessage(error, t), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button color="inherit" variant="outlined" size="small" onClick={() => void handleCancel()} disabled={busy} aria-busy={busy}
      startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}>
      {t('app.deletion.company.cancel')}
    </Button>
  );
}
