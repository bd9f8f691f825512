import LinkIcon from '@mui/icons-material/Link';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormatters } from '../../components/format/useFormatters';
import type { Collaborator } from '../../../contract/collaborators';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';

/**
 * For a pending invitation: a fresh link an owner or admin hands over themselves (when mail is not
 * delivered, or was lost). The link is shown in a dialog to select or copy: the clipboard API
 * exists only on secure origins, and a plain http install has none.
 */
export function InvitationLinkButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const format = useFormatters();
  const crm = useCrmClient();
  const record = useRecordContext<Collaborator>();
  const { canAccess } = useCanAccess({ resource: 'collaborators', action: 'edit' });
  const [issued, setIssued] = useState<{ link: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record || record.status !== 'invited' || !canAccess) return null;

  const handleIssue = async () => {
    setBusy(true);
    try {
      setIssued(await crm.invitationLink(record._id, locale === 'en' ? 'en' : 'es'));
    } catch {
      notify('crm.collaborators.linkFailed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const handleCopy = async () => {
    await navigator.clipboard.writeText(issued!.link);
    notify('crm.collaborators.linkCopied', { type: 'success' });
  };
  const titleId = `invitation-link-${record._id}`;

  return (
    <>
      <Button size="small" startIcon={<LinkIcon />} onClick={handleIssue} disabled={busy}>
        {translate('crm.collaborators.copyLink')}
      </Button>
      <Dialog open={issued !== null} onClose={() => setIssued(null)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('crm.collaborators.linkTitle', { email: record.email })}</DialogTitle>
        <DialogContent>
          <TextField
            label={translate('crm.collaborators.linkLabel')}
            value={issued?.link ?? ''}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
            autoFocus
          />
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('crm.collaborators.linkNote', { date: issued ? format.date(issued.expiresAt, 'long') : '' })}
          </Alert>
        </DialogContent>
        <DialogActions>
          {typeof navigator !== 'undefined' && navigator.clipboard && <Button onClick={handleCopy}>{translate('crm.collaborators.copy')}</Button>}
          <Button onClick={() => setIssued(null)} variant="contained">{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
