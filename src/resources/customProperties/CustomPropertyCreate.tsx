import { Create, SimpleForm, useTranslate } from 'react-admin';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { CrmFormToolbar } from '../../custom/crm/components/CrmFormToolbar';
import { CustomPropertyInputs } from './CustomPropertyInputs';

/** The internal name defaults to the label, so most users only type the label. */
const withName = (data: Record<string, unknown>) => ({ ...data, propertyName: data.propertyName || data.label });

export default function CustomPropertyCreate() {
  const translate = useTranslate();
  return (
    <>
      <CrmPageTitle title={translate('resources.customProperties.create')} />
      <Create title={false} resource="customProperties" redirect={() => 'crm/properties'} transform={withName}>
        <SimpleForm defaultValues={{ type: 'text' }} toolbar={<CrmFormToolbar backTo="crm/properties" />}>
          <CustomPropertyInputs mode="create" />
        </SimpleForm>
      </Create>
    </>
  );
}
