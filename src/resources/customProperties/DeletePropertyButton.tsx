import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { customPropertyCalls, type CustomProperty } from '../../../contract/customProperties';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';

export type DeletePropertyButtonProps = { property?: CustomProperty; onDeleted?: () => void };

/**
 * The API deletes a property by name (and its value on every contact), so this does not go through
 * the provider. Without `property` it deletes the record of its context (a row of the list).
 */
export function DeletePropertyButton({ property: given, onDeleted }: DeletePropertyButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const crm = useCrmClient();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const fromRow = useRecordContext<CustomProperty>();
  const property = given ?? fromRow;
  // Not a provider delete (the declaration has none), so the permission comes from the call itself.
  const canDelete = useCanCall(customPropertyCalls.deleteCustomProperty);
  if (!canDelete || !property) return null;
  const name = property.label || property.propertyName;
  const handleConfirm = async () => {
    setOpen(false);
    try {
      await crm.deleteCustomProperty(property.propertyName);
      await queryClient.invalidateQueries({ queryKey: ['customProperties'] });
      notify('resources.customProperties.notifications.deleted');
      onDeleted?.();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  // React sends clicks inside the dialog's portal up to the row too: keep them from opening the record.
  return (
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} aria-label={translate('crm.properties.delete', { name })}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm isOpen={open} title={translate('crm.properties.deleteTitle', { name })} content={translate('crm.properties.deleteBody')} onConfirm={handleConfirm} onClose={() => setOpen(false)} />
    </Box>
  );
}
