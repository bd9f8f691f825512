import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { contactCalls } from '../../../contract/contacts';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';

/** Deletes the selected contacts in one call (react-admin's deleteMany would send one per row). */
export function BulkDeleteContactsButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const crm = useCrmClient();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);
  const allowed = useCanCall(contactCalls.bulkDeleteContacts);
  const { mutate, isPending } = useMutation({
    mutationFn: () => crm.bulkDeleteContacts(selectedIds.map(String)),
    onSuccess: ({ deleted }) => {
      notify('crm.bulk.deleted', { messageArgs: { smart_count: deleted } });
      setOpen(false);
      onUnselectItems();
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!allowed) return null;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('crm.bulk.deleteTitle', { smart_count: selectedIds.length })}
        content={translate('crm.bulk.deleteBody')}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
