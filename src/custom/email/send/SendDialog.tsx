import { Alert, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailClient } from '../api/useEmailClient';
import { SendForm } from './SendForm';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

type Props = { templateId: string; onClose: () => void };

/**
 * Sending a template to contacts: waits for the templates (for the subject to prefill) and the
 * verified sending domains (the From addresses allowed), then shows the form.
 */
export function SendDialog({ templateId, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useEmailClient();
  const templates = useQuery({ queryKey: ['email', 'templates', ''], queryFn: () => client.templates(''), retry: false });
  const domains = useQuery({ queryKey: ['email', 'senderDomains'], queryFn: () => client.senderDomains(), retry: false });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>{t('email.send.title')}</DialogTitle>
      {templates.isError ? (
        <DialogContent><Alert severity="error">{t('email.templates.loadFailed')}</Alert></DialogContent>
      ) : templates.data ? (
        <SendForm templateId={templateId} templates={templates.data.data} domains={domains.data?.data.filter((d) => d.status === 'verified')} domainsFailed={domains.isError} onClose={onClose} />
      ) : (
        <DialogContent><LoadingStatus label={t('email.send.loading')} /></DialogContent>
      )}
    </Dialog>
  );
}
