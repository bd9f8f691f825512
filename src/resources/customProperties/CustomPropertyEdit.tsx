import { Alert, Card, CardContent, List, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, useNotify, useRedirect, useTranslate, useUpdate } from 'react-admin';
import { useParams } from 'react-router';
import type { CustomProperty } from '../../../contract/customProperties';
import { PageLoader } from '../../components/PageLoader';
import { useFormatters } from '../../components/format/useFormatters';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { isApiError, toFieldErrors } from '../../dataProvider/ApiError';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { useCustomProperties } from '../../custom/crm/hooks/useCrmLookups';
import { CustomPropertyInputs } from './CustomPropertyInputs';
import { DeletePropertyButton } from './DeletePropertyButton';

type HeldOption = { option: string; contacts: number };
const heldOptions = (error: unknown): HeldOption[] | null =>
  isApiError(error) && error.status === 409 && error.code === 'options_in_use' && Array.isArray(error.body?.details) ? (error.body.details as HeldOption[]) : null;

/**
 * Edits a property. The API has no "get one property" call, so the record comes from the list
 * every CRM screen already holds. Removing options that contacts hold (an option retyped in the
 * list is one removed and one added) is refused by the server until the user agrees, here in a
 * dialog naming each option and how many contacts lose it.
 */
export default function CustomPropertyEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { id } = useParams();
  const { data, isPending } = useCustomProperties();
  const [update] = useUpdate();
  const [held, setHeld] = useState<{ values: Record<string, unknown>; options: HeldOption[] } | null>(null);
  const format = useFormatters();
  if (isPending) return <PageLoader />;
  const record = data?.find((p) => p.id === id);
  if (!record) return <Alert severity="error">{translate('crm.errors.load')}</Alert>;

  const save = async (values: Record<string, unknown>) => {
    await update('customProperties', { id: record.id, data: { ...values, propertyName: record.propertyName }, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
    notify('resources.customProperties.notifications.updated');
    redirect(() => 'crm/properties');
  };
  const handleSubmit = async (values: Record<string, unknown>) => {
    try {
      await save(values);
    } catch (error) {
      const options = heldOptions(error);
      if (options) return void setHeld({ values, options });
      const body = (error as { body?: { details?: unknown } }).body;
      const fieldErrors = toFieldErrors(body?.details);
      if (fieldErrors) return fieldErrors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Card sx={{ m: { xs: 1, md: 2 } }}>
      <CrmPageTitle title={record.label || record.propertyName} />
      <CardContent>
        <Form record={{ ...record, newPropertyName: record.propertyName } as CustomProperty & { id: string }} onSubmit={handleSubmit}>
          <Stack sx={{ maxWidth: 480 }}>
            <CustomPropertyInputs mode="edit" />
          </Stack>
          <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
            <SaveButton />
            <DeletePropertyButton property={record} onDeleted={() => redirect(() => 'crm/properties')} />
          </Stack>
        </Form>
        <ConfirmDialog
          open={held !== null}
          destructive
          title={translate('crm.properties.optionsInUse.title')}
          confirmLabel={translate('crm.properties.optionsInUse.confirm')}
          body={held && (
            <>
              <Typography variant="body2">{translate('crm.properties.optionsInUse.body')}</Typography>
              <List dense>
                {held.options.map((h) => (
                  <ListItem key={h.option} disableGutters>
                    {translate('crm.properties.optionsInUse.item', { option: h.option, contacts: format.number(h.contacts), smart_count: h.contacts, count: h.contacts })}
                  </ListItem>
                ))}
              </List>
            </>
          )}
          onConfirm={async () => {
            if (!held) return;
            try {
              await save({ ...held.values, clearRemovedOptions: true });
              setHeld(null);
            } catch (error) {
              notify(error instanceof Error ? error.message : String(error), { type: 'error' });
              throw error;
            }
          }}
          onClose={() => setHeld(null)}
        />
      </CardContent>
    </Card>
  );
}
