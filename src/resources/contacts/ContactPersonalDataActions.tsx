import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { Contact } from '../../../contract/contacts';
import { dataProtectionCalls } from '../../../contract/dataProtection';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useServices } from '../../app/useServices';
import { saveBlob } from '../../components/download/saveBlob';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';

const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/**
 * The contact page's data-protection actions (issue 17): the person's copy of everything kept
 * about them (one JSON file), and erasure of all of it after an explicit confirmation. Each shows
 * only to roles whose permission allows its call (contract/dataProtection.ts).
 */
export function ContactPersonalDataActions({ contact }: { contact: Contact }) {
  const canExport = useCanCall(dataProtectionCalls.exportContactPersonalData);
  const canErase = useCanCall(dataProtectionCalls.eraseContactPersonalData);
  return (
    <>
      {canExport && <DownloadPersonalDataButton contact={contact} />}
      {canErase && <ErasePersonalDataButton contact={contact} />}
    </>
  );
}

function useContactParams(contact: Contact) {
  const { session } = useServices();
  return () => ({ params: { companyId: session.companyId.get() ?? contact.companyId, contactId: contact._id } });
}

function DownloadPersonalDataButton({ contact }: { contact: Contact }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { api } = useServices();
  const params = useContactParams(contact);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await api.blob(dataProtectionCalls.exportContactPersonalData, params());
      saveBlob(file, `contact-${contact._id}-personal-data.json`);
    } catch (error) {
      notify(errorMessage(error) ?? translate('crm.personalData.downloadFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy} aria-busy={busy}>
      {translate('crm.personalData.download')}
    </Button>
  );
}

function ErasePersonalDataButton({ contact }: { contact: Contact }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const queryClient = useQueryClient();
  const { api } = useServices();
  const params = useContactParams(contact);
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const bodyId = useId();
  const name = [contact.name, contact.surname].filter(Boolean).join(' ') || contact.email || contact.phone || '—';

  const close = () => {
    if (busy) return;
    setOpen(false);
    setUnderstood(false);
  };
  const erase = async () => {
    setBusy(true);
    try {
      await api.call(dataProtectionCalls.eraseContactPersonalData, params());
      setOpen(false);
      notify(translate('crm.personalData.erased', { name }), { type: 'success' });
      // The erased contact leaves every list and count the app holds: all stale, refetched as each
      // screen mounts (not now, which would ask again for the contact just erased).
      void queryClient.invalidateQueries({ refetchType: 'none' });
      navigate(to('crm/contacts'));
    } catch (error) {
      notify(errorMessage(error) ?? translate('crm.personalData.eraseFailed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        {translate('crm.personalData.erase')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} aria-describedby={bodyId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate('crm.personalData.eraseTitle', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId} sx={{ mb: 2 }}>
            {translate('crm.personalData.eraseBody')}
          </DialogContentText>
          <DialogContentText sx={{ mb: 2 }}>{translate('crm.personalData.eraseKept')}</DialogContentText>
          <FormControlLabel
            control={<Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} disabled={busy} />}
            label={translate('crm.personalData.eraseConfirmCheck')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void erase()} disabled={!understood || busy} aria-busy={busy}>
            {translate('crm.personalData.eraseConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
