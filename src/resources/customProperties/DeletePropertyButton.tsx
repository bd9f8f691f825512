import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { CustomProperty } from '../../../contract/customProperties';
import { useCrmClient } from '../../custom/crm/api/useCrmClient';

export type DeletePropertyButtonProps = { property: CustomProperty; onDeleted?: () => void };

/** The API deletes a property by name (and its value on every contact), so this does not go through the provider. */
export function DeletePropertyButton({ property, onDeleted }: DeletePropertyButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const crm = useCrmClient();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'customProperties', action: 'delete' });
  if (!canAccess) return null;
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
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} aria-label={translate('crm.properties.delete', { name: property.label || property.propertyName })}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm isOpen={open} title={translate('crm.properties.deleteTitle', { name: property.label || property.propertyName })} content={translate('crm.properties.deleteBody')} onConfirm={handleConfirm} onClose={() => setOpen(false)} />
    </>
  );
}
