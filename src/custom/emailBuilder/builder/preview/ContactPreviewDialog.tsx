import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../../../contract/contacts';
import { templateCalls } from '../../../../../contract/email/templates';
import { useServices } from '../../../../app/useServices';
import { apiErrorMessage } from '../../../../components/form/apiErrorMessage';
import { SandboxedHtmlPreview } from '../../../../components/SandboxedHtmlPreview/SandboxedHtmlPreview';
import { ContactAutocomplete } from './ContactAutocomplete';
import { LoadingStatus } from '../../../../components/LoadingStatus/LoadingStatus';

type PreviewAnswer = { subject: string; html: string; text: string; missing: string[] };

export type ContactPreviewDialogProps = {
  /** The subject and compiled HTML as they are in the editor now (saved or not). */
  content: { subject: string; message: string };
  onClose: () => void;
};

/**
 * The email as one contact would get it (sample data without a contact): the server fills the
 * variables (previewEmailTemplate) and the result is shown only in the sandboxed frame, with the
 * variables that had no value for that contact.
 */
export function ContactPreviewDialog({ content, onClose }: ContactPreviewDialogProps) {
  const { t } = useTranslation();
  const { api, session } = useServices();
  const [contact, setContact] = useState<Contact | null>(null);
  const preview = useQuery({
    queryKey: ['emailBuilder', 'preview', contact?._id ?? null, content],
    queryFn: () => api.call<PreviewAnswer>(templateCalls.previewEmailTemplate, {
      body: { companyId: session.companyId.get(), subject: content.subject, message: content.message, ...(contact ? { contactId: contact._id } : {}) },
    }),
    retry: false,
    gcTime: 0,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="email-preview-title">
      <DialogTitle id="email-preview-title">{t('emailBuilder.preview.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ pt: 1 }}><ContactAutocomplete value={contact} onChange={setContact} /></Box>
        {preview.isPending && <LoadingStatus label={t('emailBuilder.preview.loading')} spinnerSize={18} />}
        {preview.isError && <Alert severity="error">{t('emailBuilder.preview.failed', { message: apiErrorMessage(preview.error, t) })}</Alert>}
        {preview.data && (
          <>
            <Typography variant="subtitle2" component="p">{t('emailBuilder.preview.subject', { subject: preview.data.subject, interpolation: { escapeValue: false } })}</Typography>
            <Alert severity={preview.data.missing.length ? 'warning' : 'success'}>
              {preview.data.missing.length
                ? t('emailBuilder.preview.missing', { names: preview.data.missing.map((n) => `{{${n}}}`).join(', '), interpolation: { escapeValue: false } })
                : t('emailBuilder.preview.noMissing')}
            </Alert>
            <SandboxedHtmlPreview html={preview.data.html} title={t('emailBuilder.preview.frame')} height={480} devices />
          </>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{t('emailBuilder.preview.close')}</Button></DialogActions>
    </Dialog>
  );
}
