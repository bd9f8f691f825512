import { Alert, Card, CardContent, Stack } from '@mui/material';
import { Form, SaveButton, useNotify, useRedirect, useTranslate, useUpdate } from 'react-admin';
import { useParams } from 'react-router';
import type { CustomProperty } from '../../../contract/customProperties';
import { PageLoader } from '../../components/PageLoader';
import { toFieldErrors } from '../../dataProvider/ApiError';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { useCustomProperties } from '../../custom/crm/hooks/useCrmLookups';
import { CustomPropertyInputs } from './CustomPropertyInputs';
import { DeletePropertyButton } from './DeletePropertyButton';

/**
 * Edits a property. The API has no "get one property" call, so the record comes from the list
 * every CRM screen already holds.
 */
export default function CustomPropertyEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { id } = useParams();
  const { data, isPending } = useCustomProperties();
  const [update] = useUpdate();
  if (isPending) return <PageLoader />;
  const record = data?.find((p) => p.id === id);
  if (!record) return <Alert severity="error">{translate('crm.errors.load')}</Alert>;

  const handleSubmit = async (values: Record<string, unknown>) => {
    try {
      await update('customProperties', { id: record.id, data: { ...values, propertyName: record.propertyName }, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('resources.customProperties.notifications.updated');
      redirect(() => 'crm/properties');
    } catch (error) {
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
      </CardContent>
    </Card>
  );
}
