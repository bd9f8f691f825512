import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailTemplateSummary } from '../../../../contract/email';
import { SandboxedHtmlPreview } from '../../../components/SandboxedHtmlPreview/SandboxedHtmlPreview';
import { useEmailClient } from '../api/useEmailClient';
import { LoadingStatus } from '../../../components/LoadingStatus/LoadingStatus';

/** A saved template as it is sent: its HTML only inside the sandboxed frame (scripts, forms and the app's storage out of reach). */
export function TemplatePreviewDialog({ template, onClose }: { template: EmailTemplateSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const client = useEmailClient();
  const full = useQuery({ queryKey: ['email', 'template', template?._id], queryFn: () => client.template(template!._id), enabled: Boolean(template), retry: false });
  return (
    <Dialog open={Boolean(template)} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('email.preview.title', { name: template?.name ?? '' })}</DialogTitle>
      <DialogContent>
        {full.isPending && <LoadingStatus label={t('email.preview.loading')} />}
        {full.isError && <Alert severity="error">{t('email.preview.loadFailed')}</Alert>}
        {full.data && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>{t('email.templates.subject', { subject: full.data.subject })}</Typography>
            <SandboxedHtmlPreview html={full.data.message} title={t('email.preview.frame', { name: full.data.name })} devices />
          </>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('email.close')}</Button></DialogActions>
    </Dialog>
  );
}
