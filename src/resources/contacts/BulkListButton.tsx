import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PlaylistRemoveIcon from '@mui/icons-material/PlaylistRemove';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { contactListCalls } from '../../../contract/contactLists';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { useContactLists } from '../../custom/crm/hooks/useCrmLookups';
import { MatchAllCheckbox } from './MatchAllCheckbox';
import { useBulkScope } from './useBulkScope';

export type BulkListButtonProps = { mode: 'add' | 'remove' };

/** Adds the selected contacts to a list, or removes them from one. */
export function BulkListButton({ mode }: BulkListButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const crm = useCrmClient();
  const { onUnselectItems } = useListContext();
  const { data: lists = [] } = useContactLists();
  const bulk = useBulkScope();
  const [open, setOpen] = useState(false);
  const [listId, setListId] = useState('');
  const allowed = useCanCall(mode === 'add' ? contactListCalls.addBulkContactsToList : contactListCalls.removeBulkContactsFromList);

  const { mutate, isPending } = useMutation({
    mutationFn: () => (mode === 'add' ? crm.addToList(listId, bulk.scope) : crm.removeFromList(listId, bulk.scope)),
    onSuccess: ({ affected }) => {
      notify(mode === 'add' ? 'crm.bulk.added' : 'crm.bulk.removed', { messageArgs: { smart_count: affected } });
      setOpen(false);
      onUnselectItems();
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!allowed) return null;

  const title = translate(mode === 'add' ? 'crm.bulk.addToList' : 'crm.bulk.removeFromList');
  return (
    <>
      <Button size="small" startIcon={mode === 'add' ? <PlaylistAddIcon /> : <PlaylistRemoveIcon />} onClick={() => setOpen(true)}>
        {title}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`bulk-list-${mode}`} fullWidth maxWidth="xs">
        <DialogTitle id={`bulk-list-${mode}`}>{title}</DialogTitle>
        <DialogContent>
          <TextField select fullWidth margin="dense" label={translate('resources.contactLists.name', { smart_count: 1 })} value={listId} onChange={(e) => setListId(e.target.value)}>
            {lists.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          {bulk.canMatchAll && <MatchAllCheckbox total={bulk.total} checked={bulk.allMatching} onChange={bulk.setAllMatching} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={!listId || isPending} onClick={() => mutate()}>
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
