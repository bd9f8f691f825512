import { Create, SimpleForm, useTranslate } from 'react-admin';
import { CrmPageTitle } from '../../custom/crm/components/CrmPageTitle';
import { ContactInputs } from './ContactInputs';

/** A contact needs a name, an email or a phone (the server says which when none is given). */
const atLeastOne = (values: Record<string, unknown>) =>
  values.name || values.email || values.phone ? {} : { name: 'crm.contact.needsIdentity' };

export default function ContactCreate() {
  const translate = useTranslate();
  return (
    <>
      <CrmPageTitle title={translate('crm.contact.create')} />
      <Create resource="contacts" title={false} redirect={(_resource, id) => `crm/contacts/${id}`}>
        <SimpleForm validate={atLeastOne}>
          <ContactInputs />
        </SimpleForm>
      </Create>
    </>
  );
}
