import { NoResults } from '../../components/NoResults/NoResults';
import { Chip, Stack } from '@mui/material';
import { CreateButton, Datagrid, List, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { CustomProperty } from '../../../contract/customProperties';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { CrmEmpty } from '../../custom/crm/components/CrmEmpty';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { RecordLink } from '../../custom/crm/components/RecordLink';
import { useCanCall } from '../../custom/crm/hooks/useCanCall';
import { customPropertyCalls } from '../../../contract/customProperties';

/** The company's custom contact properties, in order, with their types and options. */
export default function CustomPropertyList() {
  const translate = useTranslate();
  const to = useLocalizedPath();
  const canCreate = useCanCall(customPropertyCalls.createCustomProperty);
  return (
    <>
      <CrmPageTitle title={translate('crm.nav.properties')} />
      <List
        resource="customProperties"
        title={false}
        storeKey="crm.properties"
        pagination={false}
        actions={<TopToolbar><CreateButton resource="customProperties" to={to('crm/properties/create')} /></TopToolbar>}
        empty={<CrmEmpty title={translate('crm.properties.emptyTitle')} body={translate('crm.properties.emptyBody')} action={canCreate ? { label: translate('crm.properties.create'), to: to('crm/properties/create') } : undefined} />}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoResults />}>
          <RecordLink source="label" label="resources.customProperties.fields.label" to={(id) => to(`crm/properties/${id}`)} />
          <TextField source="propertyName" sortable={false} />
          <PropertyType label="resources.customProperties.fields.type" />
          <PropertyOptions label="resources.customProperties.fields.options" />
        </Datagrid>
      </List>
    </>
  );
}

function PropertyType(_: { label: string }) {
  const translate = useTranslate();
  const record = useRecordContext<CustomProperty>();
  return record ? <>{translate(`resources.customProperties.types.${record.type}`)}</> : null;
}

function PropertyOptions(_: { label: string }) {
  const record = useRecordContext<CustomProperty>();
  if (!record?.options.length) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.options.map((o) => <Chip key={o} label={o} size="small" />)}
    </Stack>
  );
}
