import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { contactCalls } from '../../../contract/contacts';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { useCollaborators } from '../../custom/crm/hooks/useCrmLookups';

/** Assigns the selected contacts to a collaborator (an active member; invitations cannot own contacts). */
export function AssignCollaboratorButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const crm = useCrmClient();
  const { selectedIds, onUnselectItems } = useListContext();
  const { data: collaborators = [] } = useCollaborators();
  const [open, setOpen] = useState(false);
  const [collaboratorId, setCollaboratorId] = useState('');
  const allowed = useCanCall(contactCalls.assignCollaboratorsToContact);

  const { mutate, isPending } = useMutation({
    mutationFn: () => crm.assignCollaborators(selectedIds.map(String), [collaboratorId]),
    onSuccess: () => {
      notify('crm.bulk.assigned', { messageArgs: { smart_count: selectedIds.length } });
      setOpen(false);
      onUnselectItems();
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!allowed) return null;

  return (
    <>
      <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setOpen(true)}>
        {translate('crm.bulk.assign')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="bulk-assign-title" fullWidth maxWidth="xs">
        <DialogTitle id="bulk-assign-title">{translate('crm.bulk.assign')}</DialogTitle>
        <DialogContent>
          <TextField select fullWidth margin="dense" label={translate('resources.collaborators.name', { smart_count: 1 })} value={collaboratorId} onChange={(e) => setCollaboratorId(e.target.value)}>
            {collaborators
              .filter((c) => c.status === 'active')
              .map((c) => (
                <MenuItem key={c.id} value={c._id}>
                  {[c.name, c.surname].filter(Boolean).join(' ') || c.email}
                </MenuItem>
              ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!collaboratorId || isPending} onClick={() => mutate()}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
